/**
 * The words of the developer guide (spec 2 §2 "API Guide … separate English and Chinese
 * versions"; docs/developer-api.md), one table per language of the same shape. Inline `code` is
 * written between backticks; everything else is plain text (escaped when rendered). The facts the
 * guide states — fields, headers, limits, the retry schedule, the calls — come from the contract
 * and the dispatcher when the page is rendered (page.ts), so these texts only explain them.
 */
import type { CallbackBody, developerApiEndpoints, LanguageCode } from '../../src/services/api/contract/index.ts';

type Row = readonly [string, string];

export interface GuideTexts {
  title: string;
  summary: string;
  /** The link to the other language's guide. */
  otherLanguage: string;
  contents: string;
  apply: { heading: string; steps: readonly string[]; statusHeading: string; statusColumns: Row; statuses: Row[] };
  callback: {
    heading: string;
    intro: string;
    columns: readonly [string, string, string];
    fields: Record<keyof CallbackBody, string>;
    example: string;
    headersIntro: string;
    timestamp: string;
    signature: string;
  };
  signature: { heading: string; how: string; reset: string };
  retries: {
    heading: string;
    rules: readonly string[];
    scheduleIntro: string;
    scheduleColumns: Row;
    /** "about 30 s" for a wait in ms. */
    wait: (ms: number) => string;
    atLeastOnce: string;
  };
  console: { heading: string; paragraphs: readonly string[] };
  addresses: { heading: string; rules: readonly string[] };
  reference: {
    heading: string;
    intro: string;
    columns: readonly [string, string, string, string];
    /** What each call does, in this language (the English ones are the contract's descriptions). */
    calls: Record<keyof typeof developerApiEndpoints, string> | null;
    none: string;
    /** `{json}`: the link to /openapi.json; `{docs}`: `browsable` in sandbox mode, else nothing. */
    openapi: string;
    /** `{docs}`: the link to the Swagger UI. */
    browsable: string;
  };
}

const minutesEn = (ms: number) => (ms < 60_000 ? `${ms / 1000} s` : `${ms / 60_000} min`);
const minutesZh = (ms: number) => (ms < 60_000 ? `${ms / 1000} 秒` : `${ms / 60_000} 分钟`);

const EN: GuideTexts = {
  title: 'Developer API guide',
  summary:
    'The pingme verification-code API: every verification code your account receives is sent, signed, to a URL of yours.',
  otherLanguage: '中文版',
  contents: 'Contents',
  apply: {
    heading: 'Apply for access',
    steps: [
      'Log in on pingme and open Account → API.',
      'Choose the protocol (`https://`, or `http://` for a host of your own while developing) and type your callback URL; it is lower-cased. Press Apply.',
      'Your application is reviewed. Until it is decided the page says so; Check again asks anew.',
      'Once approved, the page shows your User ID and Key. Keep the key secret: it signs every callback. Reset key replaces it at once — from then on only the new key verifies.',
      'Test posts a sample callback to the URL in the editor; any 2xx answer passes. Update saves a changed URL; pending retries go to the new URL.',
    ],
    statusHeading: 'The states of an application',
    statusColumns: ['Status', 'What the API page shows'],
    statuses: [
      ['-1', 'Not applied yet: the application form.'],
      ['1', 'Being reviewed: a notice; the URL can still be corrected.'],
      ['2', 'Approved: user id and key, the callback editor and test, the delivery console.'],
      ['3', 'Rejected: the URL is shown; it can no longer be changed or tested.'],
    ],
  },
  callback: {
    heading: 'The callback',
    intro:
      'For each verification code your account receives, the server sends `POST` to your callback URL with `Content-Type: application/json` and this body:',
    columns: ['Field', 'Type', 'Meaning'],
    fields: {
      app: 'The service the code is for, e.g. `whatsapp`.',
      from: 'The sender as the service names itself.',
      to: 'The number that received the code (full number, digits only).',
      userId: 'Your User ID, as the API page shows it.',
      text: 'The message as received, the code included.',
      time: 'When it arrived: milliseconds since 1970-01-01 UTC.',
    },
    example: 'Example:',
    headersIntro: 'Two headers come with it:',
    timestamp: 'seconds since 1970-01-01 UTC when the request was signed.',
    signature: 'HMAC-SHA256 in hex over `timestamp + "." + body`, keyed by your key.',
  },
  signature: {
    heading: 'Verify the signature',
    how: 'Compute the HMAC over the raw body exactly as received — before parsing the JSON — and compare it in constant time. Refuse timestamps more than 5 minutes away from your clock, so that a captured request cannot be played again later.',
    reset:
      'A reset key stops verifying at once: put the new key in your receiver right after pressing Reset key (a delivery that failed meanwhile can be replayed from the console).',
  },
  retries: {
    heading: 'Answers, retries and backoff',
    rules: [
      'Answer with any 2xx status once you have stored the code, within 5 seconds. Only the first 2 KiB of your answer are read.',
      '`5xx`, a timeout or a network error: the delivery is tried again later.',
      '`4xx`, or a redirect (`3xx`, never followed): not tried again — the delivery fails at once.',
    ],
    scheduleIntro:
      'Each wait doubles, up to 1 hour, with ±20 % random jitter so that a receiver coming back is not hit by every retry at once. After the last attempt the delivery is marked failed:',
    scheduleColumns: ['Attempt', 'After the one before, about'],
    wait: minutesEn,
    atLeastOnce:
      'Deliveries are at least once: the same body can arrive twice (a retry after an answer that got lost). If acting twice would matter, de-duplicate on the body (or `userId`, `time` and `text`).',
  },
  console: {
    heading: 'Delivery console and replay',
    paragraphs: [
      'Account → API lists every delivery, newest first: time, state (pending, delivered, failed), HTTP status, latency, attempts and the next retry. It updates live while the page is open; Failures only filters. Open one to see the body sent and the start of your answer.',
      'Replay sends a delivery again as a new delivery: the same body with a new timestamp, signed with your key of that moment, to your callback URL of that moment.',
    ],
  },
  addresses: {
    heading: 'Callback URL rules',
    rules: [
      '`http://` or `https://` only, no user name or password in the URL, at most 500 characters.',
      'The host must resolve to public addresses: loopback, private, link-local (cloud metadata included) and other reserved addresses are refused — for the test and for every delivery.',
      'Redirects are not followed.',
    ],
  },
  reference: {
    heading: 'HTTP API reference',
    intro:
      'The API page uses these calls; a script of yours can too, with a session token of your account. Each is under `/web`, takes the common query parameters `platform`, `languagecode`, `t` and `webVersion` and the header `x-auth-token`, and answers `{ retcode, retmsg, data }` (`retcode` 0 on success).',
    columns: ['Call', 'What it does', 'Input', 'Answer (`data`)'],
    calls: null,
    none: 'none',
    openapi:
      'The whole HTTP API, generated from the same contract, is the OpenAPI 3.1 document {json} (English){docs}.',
    browsable: ', browsable in the sandbox at {docs}',
  },
};

const ZH: GuideTexts = {
  title: '开发者 API 指南',
  summary: 'pingme 验证码 API：您的账号收到的每一条验证码，都会签名后推送到您自己的地址。',
  otherLanguage: 'English',
  contents: '目录',
  apply: {
    heading: '申请接入',
    steps: [
      '登录 pingme，打开“账户 → API”。',
      '选择协议（`https://`，或开发期间用于自己主机的 `http://`），填写回调地址（会转为小写），点击“申请”。',
      '申请进入审核。审核结束前页面会显示审核中；点击“再次检查”可重新查询。',
      '审核通过后，页面显示您的用户 ID 和密钥。请妥善保管密钥：每次回调都用它签名。“重置密钥”会立即替换密钥，此后只有新密钥能验证签名。',
      '“测试”会向编辑框中的地址发送一条示例回调，任何 2xx 响应即为通过。“更新”保存修改后的地址；尚未完成的重试也会发往新地址。',
    ],
    statusHeading: '申请状态',
    statusColumns: ['状态', 'API 页面显示'],
    statuses: [
      ['-1', '尚未申请：显示申请表单。'],
      ['1', '审核中：显示提示；仍可修改回调地址。'],
      ['2', '已通过：用户 ID 和密钥、回调地址编辑与测试、推送记录。'],
      ['3', '已拒绝：显示回调地址，不能再修改或测试。'],
    ],
  },
  callback: {
    heading: '回调',
    intro:
      '您的账号每收到一条验证码，服务器就向您的回调地址发送 `POST` 请求，`Content-Type: application/json`，请求体如下：',
    columns: ['字段', '类型', '含义'],
    fields: {
      app: '验证码所属的服务，例如 `whatsapp`。',
      from: '服务自称的发送方。',
      to: '收到验证码的号码（完整号码，仅数字）。',
      userId: '您的用户 ID，与 API 页面显示的相同。',
      text: '收到的原始短信内容，包含验证码。',
      time: '到达时间：自 1970-01-01 UTC 起的毫秒数。',
    },
    example: '示例：',
    headersIntro: '请求附带两个请求头：',
    timestamp: '签名时自 1970-01-01 UTC 起的秒数。',
    signature: '以您的密钥为键，对 `timestamp + "." + body` 计算的 HMAC-SHA256，十六进制。',
  },
  signature: {
    heading: '验证签名',
    how: '请对收到的原始请求体（解析 JSON 之前）计算 HMAC，并用常量时间比较。与您的时钟相差超过 5 分钟的时间戳应拒绝，以防截获的请求被再次重放。',
    reset: '重置后旧密钥立即失效：点击“重置密钥”后请立即在接收端换上新密钥（期间失败的推送可在推送记录中重放）。',
  },
  retries: {
    heading: '响应、重试与退避',
    rules: [
      '保存验证码后，请在 5 秒内返回任意 2xx 状态码。只读取响应的前 2 KiB。',
      '`5xx`、超时或网络错误：稍后重试。',
      '`4xx` 或重定向（`3xx`，不会跟随）：不再重试，推送立即标记为失败。',
    ],
    scheduleIntro:
      '每次等待时间翻倍，最长 1 小时，并加入 ±20% 的随机抖动，避免接收端恢复时被所有重试同时冲击。最后一次尝试仍失败后，推送标记为失败：',
    scheduleColumns: ['尝试次数', '距上一次约'],
    wait: minutesZh,
    atLeastOnce:
      '推送保证“至少一次”：同一请求体可能到达两次（例如响应丢失后的重试）。如果重复处理会有影响，请按请求体（或 `userId`、`time` 和 `text`）去重。',
  },
  console: {
    heading: '推送记录与重放',
    paragraphs: [
      '“账户 → API”按时间倒序列出每条推送：时间、状态（等待中、已送达、失败）、HTTP 状态码、耗时、尝试次数和下次重试时间。页面打开期间实时更新；可只看失败的推送。打开一条可查看发送的请求体和您响应的开头部分。',
      '“重放”会把一条推送作为新推送再次发送：相同的请求体、新的时间戳，使用当时的密钥签名，发往当时的回调地址。',
    ],
  },
  addresses: {
    heading: '回调地址规则',
    rules: [
      '仅限 `http://` 或 `https://`，地址中不能包含用户名或密码，最长 500 个字符。',
      '主机名必须解析为公网地址：回环、私有、链路本地（包括云元数据地址）及其他保留地址都会被拒绝，测试和每次推送均如此。',
      '不跟随重定向。',
    ],
  },
  reference: {
    heading: 'HTTP API 参考',
    intro:
      'API 页面使用以下接口；您的脚本也可以使用您账号的会话令牌调用。所有接口都在 `/web` 下，带有公共查询参数 `platform`、`languagecode`、`t` 和 `webVersion` 以及请求头 `x-auth-token`，返回 `{ retcode, retmsg, data }`（成功时 `retcode` 为 0）。',
    columns: ['接口', '作用', '输入', '返回（`data`）'],
    calls: {
      getVerificationCodeApi: '查询调用者的验证码 API 接入：状态、回调地址，以及（通过后）用户 ID 和密钥。仅 pingme。',
      createOrUpdateVerificationCodeApi:
        'mode 1 以回调地址申请接入（状态 1，审核中）；mode 2 修改回调地址；mode 3 立即更换密钥（仅限已通过）。',
      applyNewCodePlatform: '申请接收新服务的验证码（名称、网址、示例短信）。',
      testCallBackUrl:
        '由服务器向某地址发送一条示例回调 JSON（仅公网地址、不跟随重定向、超时很短），返回是否被接受（任意 2xx）。',
      getCallbackDeliveries: '调用者的回调推送记录，按时间倒序，每页 20 条；可只看失败的。',
      getCallbackDelivery: '调用者的一条回调推送，含发送的请求体和接收端响应的开头部分。',
      replayCallbackDelivery: '再次发送调用者的一条回调推送：相同请求体的新推送，重新签名。',
    },
    none: '无',
    openapi: '服务器的全部 HTTP API 由同一份契约生成，见 OpenAPI 3.1 文档 {json}（英文）{docs}。',
    browsable: '，沙箱中可在 {docs} 浏览',
  },
};

/** One guide per language of the contract (`LanguageCode`). */
export const GUIDE_TEXTS: Record<LanguageCode, GuideTexts> = { en: EN, zh_cn: ZH };
