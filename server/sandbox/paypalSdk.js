/*
 * The sandbox stand-in for PayPal's buttons script (https://www.paypal.com/sdk/js), served by the
 * reference server so nothing is fetched from the internet (docs/payments.md). It offers the part
 * of the SDK the app uses, with the same contract:
 *
 *   paypal.Buttons({ createOrder, onApprove, onCancel, onError, style }).render(container)
 *
 * Clicking the PayPal button calls `createOrder(data, actions)`, which must return (a promise of)
 * the PayPal order id — the `transactionId` of POST /web/paypal/paySubmit. Where the real SDK then
 * opens PayPal's window, this one shows the buyer's choice in place: "Approve" tells the sandbox
 * provider the buyer approved (POST /sandbox/paypal/approve) and calls
 * `onApprove({ orderID, payerID }, actions)`; "Cancel" calls `onCancel({ orderID })`. A failure in
 * `createOrder` or the approval calls `onError(error)`. The app then captures on its server
 * (GET /web/paypal/capturePaymentIntent), exactly as with the real SDK.
 */
(() => {
  const script =
    document.currentScript ||
    Array.from(document.getElementsByTagName('script')).find((element) =>
      /\/sandbox\/paypal\/sdk\.js/.test(element.src),
    );
  const source = new URL(script ? script.src : '/sandbox/paypal/sdk.js', window.location.href);
  const clientId = source.searchParams.get('client-id');
  const chinese = (source.searchParams.get('locale') || '').toLowerCase().startsWith('zh');
  const TEXTS = chinese
    ? {
        button: 'PayPal',
        label: '使用 PayPal 付款',
        prompt: (id) => `PayPal 测试环境：批准订单 ${id} 的付款？`,
        approve: '批准付款',
        cancel: '取消',
        working: '处理中…',
      }
    : {
        button: 'PayPal',
        label: 'Pay with PayPal',
        prompt: (id) => `PayPal sandbox: approve the payment of order ${id}?`,
        approve: 'Approve payment',
        cancel: 'Cancel',
        working: 'Working…',
      };

  function styled(element, styles) {
    for (const [name, value] of Object.entries(styles)) element.style.setProperty(name, value);
    return element;
  }

  function button(text, primary) {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = text;
    return styled(element, {
      display: 'block',
      width: '100%',
      'min-height': '40px',
      'margin-top': '8px',
      border: primary ? '0' : '1px solid #c4c4c4',
      'border-radius': '20px',
      background: primary ? '#ffc439' : '#ffffff',
      color: '#111111',
      font: 'inherit',
      'font-weight': '700',
      cursor: 'pointer',
    });
  }

  function approve(orderID) {
    return fetch(new URL('/sandbox/paypal/approve', source).href, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transactionId: orderID }),
    }).then((answer) =>
      answer.json().then((body) => {
        if (!answer.ok || body.retcode !== 0) throw new Error(body.retmsg || `approval failed (${answer.status})`);
      }),
    );
  }

  function Buttons(options) {
    const settings = options || {};
    let root = null;
    const fail = (error) => {
      if (typeof settings.onError === 'function')
        settings.onError(error instanceof Error ? error : new Error(String(error)));
      else console.error(error);
    };
    const showButton = () => {
      root.replaceChildren();
      const pay = button(TEXTS.button, true);
      pay.setAttribute('aria-label', TEXTS.label);
      pay.addEventListener('click', () => start(pay));
      root.append(pay);
    };
    const start = (pay) => {
      pay.disabled = true;
      pay.textContent = TEXTS.working;
      const actions = {
        order: {
          create: () => Promise.reject(new Error('sandbox: orders are created on the server (paypal/paySubmit)')),
        },
      };
      Promise.resolve()
        .then(() => settings.createOrder({ paymentSource: 'paypal' }, actions))
        .then((orderID) => {
          if (!orderID) throw new Error('createOrder returned no order id');
          askBuyer(String(orderID));
        })
        .catch((error) => {
          showButton();
          fail(error);
        });
    };
    const askBuyer = (orderID) => {
      root.replaceChildren();
      const panel = styled(document.createElement('div'), {
        border: '1px solid #c4c4c4',
        'border-radius': '8px',
        padding: '12px',
      });
      panel.setAttribute('role', 'group');
      panel.setAttribute('aria-label', 'PayPal');
      const prompt = document.createElement('p');
      prompt.textContent = TEXTS.prompt(orderID);
      styled(prompt, { margin: '0 0 4px' });
      const yes = button(TEXTS.approve, true);
      const no = button(TEXTS.cancel, false);
      yes.addEventListener('click', () => {
        yes.disabled = true;
        no.disabled = true;
        approve(orderID)
          .then(() => {
            showButton();
            if (typeof settings.onApprove === 'function') {
              return settings.onApprove({ orderID, payerID: 'SANDBOXPAYER', paymentSource: 'paypal' }, {});
            }
            return undefined;
          })
          .catch((error) => {
            showButton();
            fail(error);
          });
      });
      no.addEventListener('click', () => {
        showButton();
        if (typeof settings.onCancel === 'function') settings.onCancel({ orderID });
      });
      panel.append(prompt, yes, no);
      root.append(panel);
    };
    return {
      isEligible: () => true,
      render(container) {
        const target = typeof container === 'string' ? document.querySelector(container) : container;
        if (!target) return Promise.reject(new Error('paypal.Buttons: the container does not exist'));
        if (!clientId) return Promise.reject(new Error('paypal: the script needs a client-id'));
        root = document.createElement('div');
        target.append(root);
        showButton();
        return Promise.resolve();
      },
      close() {
        if (root) root.remove();
        root = null;
        return Promise.resolve();
      },
    };
  }

  window.paypal = { Buttons, version: 'sandbox-stand-in' };
})();
