// The integrator's own script: a cart of product ids and quantities, then the embedded checkout.
// Plain JavaScript on purpose (any page must be able to do this); on /react18 the product list is
// re-rendered by React 18 to prove the checkout does not care which React the host runs.
(function () {
  'use strict';
  var integrator = document.currentScript.getAttribute('data-integrator');
  /** @type {Map<number, { name: string, qty: number }>} */
  var cart = new Map();
  var checkout = null;

  function log(text) {
    var item = document.createElement('li');
    item.textContent = text;
    document.getElementById('events').appendChild(item);
  }

  function renderCart() {
    var list = document.getElementById('cart-lines');
    list.textContent = '';
    cart.forEach(function (line) {
      var item = document.createElement('li');
      item.textContent = line.qty + ' × ' + line.name;
      list.appendChild(item);
    });
    document.getElementById('cart-empty').hidden = cart.size > 0;
    document.getElementById('pay').disabled = cart.size === 0;
  }

  function lines() {
    var result = [];
    cart.forEach(function (line, productId) {
      result.push({ productId: productId, qty: line.qty });
    });
    return result;
  }

  function confirmOnServer(orderNumber) {
    // The `complete` event is a hint; this shop's server asks the API with its secret.
    fetch('/confirmar?pedido=' + encodeURIComponent(orderNumber))
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error(body.message || String(response.status));
          return body;
        });
      })
      .then(function (order) {
        log('servidor: pedido ' + order.orderNumber + ' confirmado por la API, estado ' + order.status);
        document.getElementById('thanks').textContent +=
          ' Nuestro servidor confirmó el pedido con la tienda (estado: ' + order.status + ').';
      })
      .catch(function (error) {
        log('servidor: no se pudo confirmar el pedido: ' + error.message);
      });
  }

  function pay() {
    var section = document.getElementById('checkout-section');
    section.hidden = false;
    if (checkout) {
      checkout.update({ lines: lines() });
      return;
    }
    checkout = window.TiendaCheckout.mount(document.getElementById('checkout'), {
      integrator: integrator,
      lines: lines(),
      locale: 'es-HN',
      appearance: { colorPrimary: '#8a3b12', borderRadius: 4 },
      onReady: function () {
        log('ready');
      },
      onChange: function (event) {
        log('change: ' + event.step);
      },
      onComplete: function (event) {
        log('complete: ' + event.orderNumber + ' ' + event.paymentMethod + ' ' + event.totals.total);
        document.getElementById('thanks').textContent =
          '¡Gracias por tu compra! Pedido ' + event.orderNumber + '.';
        cart.clear();
        renderCart();
        confirmOnServer(event.orderNumber);
      },
      onError: function (event) {
        log('error: ' + event.code + ': ' + event.message);
      },
      onCancel: function () {
        log('cancel');
        checkout.destroy();
        checkout = null;
        section.hidden = true;
      },
    });
  }

  function add(button) {
    var id = Number(button.getAttribute('data-product-id'));
    var line = cart.get(id) || { name: button.getAttribute('data-name'), qty: 0 };
    line.qty += 1;
    cart.set(id, line);
    renderCart();
  }

  function renderWithReact18() {
    // The server's list, re-rendered by the host's own React 18.
    var list = document.getElementById('product-list');
    var items = Array.prototype.map.call(list.querySelectorAll('li'), function (item) {
      var button = item.querySelector('button');
      return {
        id: button ? button.getAttribute('data-product-id') : null,
        name: button ? button.getAttribute('data-name') : item.textContent,
        price: item.querySelector('.price') ? item.querySelector('.price').textContent : '',
      };
    });
    var h = window.React.createElement;
    window.ReactDOM.createRoot(list).render(
      items.map(function (product) {
        return h(
          'li',
          { key: product.id || product.name },
          h('span', { className: 'name' }, product.name),
          h('span', { className: 'price' }, product.price),
          product.id &&
            h(
              'button',
              { type: 'button', 'data-product-id': product.id, 'data-name': product.name },
              'Agregar al carrito',
            ),
        );
      }),
    );
    document.documentElement.setAttribute('data-host-react', window.React.version);
  }

  if (window.React && window.ReactDOM) renderWithReact18();
  document.getElementById('product-list').addEventListener('click', function (event) {
    var button = event.target.closest('button[data-product-id]');
    if (button) add(button);
  });
  document.getElementById('pay').addEventListener('click', pay);
  renderCart();
})();
