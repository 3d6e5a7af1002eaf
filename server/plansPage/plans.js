// The hosted plans page (server/http/plansPage.ts): Hosting plans, details, checkout and history,
// in the app's frame. It speaks the frame protocol of spec 3 §3 (src/services/api/contract/numbers.ts:
// ToPlansFrameMessage in, FromPlansFrameMessage out) and calls /web/* with the session the app hands it.

const HOSTING = { code: 'US', type: 'Hosting', telCode: '1' };
const HISTORY_MONTHS = 6;

const TEXTS = {
  en: {
    plans: 'Hosting plans',
    planDetail: 'Plan details',
    checkout: 'Choose a number',
    planSummary: 'Plan summary',
    orderDetails: 'Order details',
    subscriptionHistory: 'Subscription history',
    orderHistory: 'Order history',
    waiting: 'Open this page from the app to see the plans.',
    loading: 'Loading…',
    perMonth: '/ month',
    details: 'Details',
    choose: 'Choose a number',
    state: 'State',
    areaCode: 'Area code',
    noNumbers: 'No number available here, please choose another area code.',
    next: 'Continue',
    number: 'Number',
    plan: 'Plan',
    rent: 'Rent per period',
    fee: 'Activation fee',
    total: 'Total today',
    balance: 'Balance',
    nextPayment: 'Next payment date',
    pay: 'Pay from balance',
    recharge: 'Recharge',
    manage: 'Manage my numbers',
    message: 'Send a message',
    date: 'Date',
    type: 'Type',
    charge: 'Charge',
    empty: 'Nothing here yet.',
    failed: 'Something went wrong, please try again later.',
    types: {
      1: 'Plan changed',
      2: 'Plan change scheduled',
      3: 'Re-subscribed',
      5: 'Purchased',
      6: 'Suspended',
      7: 'Renewed',
      100: 'Cancelled',
    },
  },
  zh_cn: {
    plans: '托管号码套餐',
    planDetail: '套餐详情',
    checkout: '选择号码',
    planSummary: '套餐摘要',
    orderDetails: '订单详情',
    subscriptionHistory: '订阅记录',
    orderHistory: '订单记录',
    waiting: '请在应用中打开此页面查看套餐。',
    loading: '加载中…',
    perMonth: '/ 月',
    details: '详情',
    choose: '选择号码',
    state: '州',
    areaCode: '区号',
    noNumbers: '该区号暂无可用号码，请选择其他区号。',
    next: '继续',
    number: '号码',
    plan: '套餐',
    rent: '每期租金',
    fee: '开通费',
    total: '今日应付',
    balance: '余额',
    nextPayment: '下次付款日',
    pay: '使用余额支付',
    recharge: '充值',
    manage: '管理我的号码',
    message: '发送消息',
    date: '日期',
    type: '类型',
    charge: '费用',
    empty: '暂无记录。',
    failed: '出错了，请稍后重试。',
    types: {
      1: '套餐已变更',
      2: '已预定套餐变更',
      3: '已重新订阅',
      5: '已购买',
      6: '已暂停',
      7: '已续订',
      100: '已取消',
    },
  },
};

const page = document.getElementById('page');
const appOrigins = JSON.parse(document.documentElement.dataset.appOrigins || '[]');
const anyOrigin = appOrigins.includes('*');
const state = { lang: 'en', session: null, checkout: { planId: '', phone: '' }, renderId: 0 };

const t = () => TEXTS[state.lang];

// ── messages (spec 3 §3) ─────────────────────────────────────────────────────

function post(message) {
  if (window.parent === window) return;
  for (const target of anyOrigin ? ['*'] : [location.origin, ...appOrigins]) window.parent.postMessage(message, target);
}

function accepts(origin) {
  return anyOrigin || origin === location.origin || appOrigins.includes(origin);
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || !accepts(event.origin)) return;
  const message = event.data;
  if (typeof message !== 'object' || message === null) return;
  if (message.language === 'en' || message.language === 'zh_cn') {
    state.lang = message.language;
    document.documentElement.lang = message.language === 'zh_cn' ? 'zh-CN' : 'en';
    render();
  } else if (typeof message.session?.token === 'string' && typeof message.session?.platform === 'string') {
    state.session = { token: message.session.token, platform: message.session.platform };
    render();
  } else if (message.back === true) {
    if (route().name !== 'plans') history.back();
  } else if (message.planSummary === true) {
    go('planSummary', state.checkout);
  } else if (message.orderDetails === true) {
    go('orderDetails', { planId: route().params.get('planId') ?? '' });
  } else if (message.subscriptionHistory === true) {
    go('subscriptionHistory');
  } else if (message.orderHistory === true) {
    go('orderHistory');
  }
});

// ── routes ───────────────────────────────────────────────────────────────────

const ROUTES = [
  'plans',
  'planDetail',
  'checkout',
  'planSummary',
  'orderDetails',
  'subscriptionHistory',
  'orderHistory',
];

function route() {
  const [path, query = ''] = location.hash.replace(/^#\/?/, '').split('?');
  const name = ROUTES.includes(path) ? path : 'plans';
  return { name, params: new URLSearchParams(query), path: `/${name}${query ? `?${query}` : ''}` };
}

function go(name, params = {}) {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();
  location.hash = `#/${name}${query ? `?${query}` : ''}`;
}

window.addEventListener('hashchange', () => render());

// ── the API (spec 1 §7 conventions) ──────────────────────────────────────────

async function api(method, path, input = {}) {
  const query = new URLSearchParams({
    t: String(Date.now()),
    webVersion: 'plans',
    languagecode: state.lang,
    platform: state.session.platform,
  });
  const init = { method, headers: { 'x-auth-token': state.session.token } };
  if (method === 'GET') {
    for (const [key, value] of Object.entries(input)) query.set(key, String(value));
  } else {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify({ ...input, platform: state.session.platform });
  }
  const response = await fetch(new URL(`/web${path}?${query}`, location.origin), init);
  return response.json();
}

async function data(method, path, input) {
  const answer = await api(method, path, input);
  if (answer.retcode !== 0) throw new Error(answer.retmsg || t().failed);
  return answer.data;
}

// ── rendering ────────────────────────────────────────────────────────────────

function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (value !== false && value !== undefined) node.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child);
  return node;
}

/** A plan text with `###key###` placeholders as links to `urlDict[key]` (spec 3 §5). */
function withLinks(text, urlDict) {
  return text
    .split(/###(.+?)###/)
    .map((part, index) =>
      index % 2 === 1 && urlDict[part]
        ? el('a', { href: new URL(urlDict[part], location.origin).href, target: '_blank', rel: 'noopener' }, part)
        : part,
    );
}

async function render() {
  const current = route();
  const id = ++state.renderId;
  const title = t()[current.name];
  post({ afterEach: { name: current.name, path: current.path, title } });
  const show = (...nodes) => {
    if (id === state.renderId) page.replaceChildren(el('h1', {}, title), ...nodes);
  };
  if (!state.session) return show(el('p', { class: 'muted' }, t().waiting));
  show(el('p', { class: 'muted' }, t().loading));
  try {
    show(...(await VIEWS[current.name](current.params, show)));
  } catch (error) {
    show(el('p', { class: 'error', role: 'alert' }, error instanceof Error ? error.message : t().failed));
  }
}

async function hostingPlans() {
  return (await data('GET', '/getPlanList', { code: HOSTING.code, type: HOSTING.type })).planList;
}

async function planOf(params) {
  const plan = (await hostingPlans()).find((candidate) => String(candidate.planId) === params.get('planId'));
  if (!plan) throw new Error(t().failed);
  return plan;
}

function total(plan) {
  return (Number(plan.planRent) + Number(plan.activationFee)).toFixed(2);
}

function rows(pairs) {
  return el(
    'table',
    {},
    el(
      'tbody',
      {},
      pairs.map(([label, value]) => el('tr', {}, el('th', {}, label), el('td', {}, value))),
    ),
  );
}

async function historyRows(filter) {
  const planIds = new Set((await hostingPlans()).map((plan) => plan.planId));
  const now = new Date();
  const months = Array.from({ length: HISTORY_MONTHS }, (_, back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
  );
  const lists = await Promise.all(months.map((ym) => data('GET', '/getSubscriptionList', { ym, pageSize: 200 })));
  const items = lists.flatMap((list) => list.list).filter((item) => planIds.has(item.planId) && filter(item));
  if (items.length === 0) return [el('p', { class: 'muted' }, t().empty)];
  return [
    el(
      'table',
      {},
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          el('th', {}, t().number),
          el('th', {}, t().type),
          el('th', {}, t().date),
          el('th', {}, t().charge),
        ),
      ),
      el(
        'tbody',
        {},
        items.map((item) =>
          el(
            'tr',
            {},
            el('td', {}, `+${item.number}`),
            el('td', {}, t().types[item.type] ?? String(item.type)),
            el('td', {}, new Date(item.date).toISOString().slice(0, 10)),
            el('td', {}, item.charge),
          ),
        ),
      ),
    ),
  ];
}

const VIEWS = {
  async plans() {
    const plans = await hostingPlans();
    return [
      el(
        'div',
        { class: 'cards' },
        plans.map((plan) =>
          el(
            'section',
            { class: 'card', 'aria-label': plan.planName },
            el('h2', {}, plan.planName, ' ', plan.discount > 0 ? el('span', { class: 'badge' }, plan.tip) : null),
            el('div', { class: 'price' }, plan.planRent),
            plan.discount > 0 ? el('div', { class: 'strike' }, plan.originalRent) : null,
            el('div', { class: 'muted' }, `${plan.monthRent} ${t().perMonth}`),
            el(
              'div',
              { class: 'actions' },
              el('button', { onclick: () => go('planDetail', { planId: plan.planId }) }, t().details),
            ),
          ),
        ),
      ),
    ];
  },

  async planDetail(params) {
    const plan = await planOf(params);
    return [
      el('h2', {}, plan.planName),
      ...plan.planDescList.map((section) =>
        el(
          'section',
          {},
          el('h3', {}, section.title),
          el(
            'ul',
            {},
            section.items.map((item) => el('li', {}, withLinks(item, plan.urlDict))),
          ),
        ),
      ),
      el(
        'div',
        { class: 'actions' },
        el('button', { onclick: () => go('checkout', { planId: plan.planId }) }, t().choose),
      ),
    ];
  },

  async orderDetails(params) {
    const plan = await planOf(params);
    return [
      rows([
        [t().plan, plan.planName],
        [t().rent, plan.planRent],
        [t().fee, plan.activationFee],
        [t().total, total(plan)],
        [t().nextPayment, plan.nextPaymentDate.slice(0, 10)],
      ]),
      el(
        'div',
        { class: 'actions' },
        el('button', { onclick: () => go('checkout', { planId: plan.planId }) }, t().choose),
      ),
    ];
  },

  async checkout(params, show) {
    const plan = await planOf(params);
    state.checkout = { planId: String(plan.planId), phone: '' };
    const areas = (await data('GET', '/getAreaCodeV2')).areaCodeList.find((country) => country.code === HOSTING.code);
    const provinces = areas?.typeList[0]?.provinces ?? [];
    const provinceSelect = el(
      'select',
      { id: 'province' },
      provinces.map((province) => el('option', { value: province.name }, province.name)),
    );
    const areaSelect = el('select', { id: 'areaCode' });
    const numbers = el('div', { role: 'radiogroup', 'aria-label': t().number });
    const next = el('button', { disabled: true, onclick: () => go('planSummary', state.checkout) }, t().next);
    const loadNumbers = async () => {
      const list = (await data('GET', '/getVirtualPhoneByAreaCode', { ...HOSTING, areaCode: areaSelect.value }))
        .numberList;
      state.checkout.phone = list[0]?.phone ?? '';
      next.disabled = list.length === 0;
      numbers.replaceChildren(
        ...(list.length === 0
          ? [el('p', { class: 'muted' }, t().noNumbers)]
          : list.map((number, index) =>
              el(
                'label',
                {},
                el('input', {
                  type: 'radio',
                  name: 'number',
                  value: number.phone,
                  checked: index === 0,
                  onchange: () => {
                    state.checkout.phone = number.phone;
                  },
                }),
                ` +${number.telCode} ${number.phone}`,
              ),
            )),
      );
    };
    const loadAreas = async () => {
      const province = provinces.find((candidate) => candidate.name === provinceSelect.value);
      areaSelect.replaceChildren(...(province?.areaCodes ?? []).map((code) => el('option', { value: code }, code)));
      await loadNumbers();
    };
    provinceSelect.addEventListener('change', () =>
      loadAreas().catch(() => show(el('p', { class: 'error' }, t().failed))),
    );
    areaSelect.addEventListener('change', () =>
      loadNumbers().catch(() => show(el('p', { class: 'error' }, t().failed))),
    );
    await loadAreas();
    return [
      el('p', {}, `${plan.planName} · ${plan.planRent}`),
      el('label', { for: 'province' }, t().state),
      provinceSelect,
      el('label', { for: 'areaCode' }, t().areaCode),
      areaSelect,
      el('label', {}, t().number),
      numbers,
      el('div', { class: 'actions' }, next),
    ];
  },

  async planSummary(params) {
    const plan = await planOf(params);
    const phone = params.get('phone') ?? '';
    const { balance } = await data('GET', '/queryBalance');
    const result = el('div', { role: 'status' });
    const requestId = `plans-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    const pay = el(
      'button',
      {
        disabled: phone === '',
        onclick: async () => {
          pay.disabled = true;
          const answer = await api('POST', '/subVirtualPhone', {
            planId: plan.planId,
            telCode: HOSTING.telCode,
            phone,
            code: HOSTING.code,
            type: HOSTING.type,
            requestId,
          });
          if (answer.retcode === 0) {
            result.replaceChildren(
              el(
                'p',
                {},
                ...answer.data.subHint.split('\n').flatMap((line, index) => (index === 0 ? [line] : [el('br'), line])),
              ),
              el(
                'div',
                { class: 'actions' },
                el('button', { onclick: () => post({ managePhone: true }) }, t().manage),
                el(
                  'button',
                  {
                    class: 'secondary',
                    onclick: () => post({ addMessage: { telCode: HOSTING.telCode, number: phone } }),
                  },
                  t().message,
                ),
              ),
            );
            return;
          }
          pay.disabled = false;
          result.replaceChildren(
            el('p', { class: 'error', role: 'alert' }, answer.retmsg || t().failed),
            answer.retcode === 400001
              ? el('button', { onclick: () => post({ toRecharge: { returnUrl: location.href } }) }, t().recharge)
              : null,
          );
        },
      },
      t().pay,
    );
    return [
      rows([
        [t().plan, plan.planName],
        [t().number, phone === '' ? '--' : `+${HOSTING.telCode} ${phone}`],
        [t().rent, plan.planRent],
        [t().fee, plan.activationFee],
        [t().total, total(plan)],
        [t().balance, balance],
        [t().nextPayment, plan.nextPaymentDate.slice(0, 10)],
      ]),
      el('div', { class: 'actions' }, pay),
      result,
    ];
  },

  subscriptionHistory: () => historyRows(() => true),
  orderHistory: () => historyRows((item) => item.type === 5),
};

post({ language: true });
render();
