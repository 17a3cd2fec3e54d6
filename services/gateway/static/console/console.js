// ref console: the arbitrage board live over the WebSocket (channel "arbitrage"), spreads polled from
// /arbitrage/current/difference, and a market's OHLCV bars from /markets/ohlcv drawn as an SVG candle chart.
// The API key stays in this tab (sessionStorage) and goes only to this gateway (X-API-Key header, WebSocket auth).
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var key = sessionStorage.getItem('ref-key') || '';
  var board = new Map();
  var ws = null;
  var spreadTimer = null;

  function status(text, cls) { var s = $('status'); s.textContent = text; s.className = 'status ' + (cls || ''); }
  function td(text, cls) { var c = document.createElement('td'); c.textContent = text == null ? '' : String(text); if (cls) c.className = cls; return c; }
  function api(path) {
    return fetch(path, { headers: { 'X-API-Key': key } }).then(function (r) {
      return r.json().then(function (body) { if (!r.ok) throw new Error(r.status + ': ' + (body && body.detail)); return body; });
    });
  }
  function oppKey(o) { return o.yes_leg && o.no_leg ? o.yes_leg.identifier + '|' + o.no_leg.identifier : JSON.stringify([o.label, o.buy_yes_market, o.buy_no_market]); }
  function renderBoard() {
    var rows = Array.from(board.values()).sort(function (a, b) { return Number(b.net_cents) - Number(a.net_cents); });
    var body = $('board').tBodies[0];
    body.textContent = '';
    rows.forEach(function (o) {
      var tr = document.createElement('tr');
      tr.appendChild(td(o.event_title || o.alpha_event_ticker || o.beta_event_slug || ''));
      tr.appendChild(td(o.label));
      tr.appendChild(td(o.buy_yes_market));
      tr.appendChild(td(o.buy_no_market));
      tr.appendChild(td(o.net_cents, 'num ' + (Number(o.net_cents) >= 0 ? 'pos' : 'neg')));
      tr.appendChild(td(o.executable_size, 'num'));
      tr.appendChild(td(o.max_profit_dollars, 'num'));
      body.appendChild(tr);
    });
    $('board-count').textContent = '(' + rows.length + ' open)';
  }
  function renderSpreads(list) {
    var body = $('spreads').tBodies[0];
    body.textContent = '';
    list.slice(0, 50).forEach(function (s) {
      var tr = document.createElement('tr');
      tr.appendChild(td(s.event_title));
      tr.appendChild(td(s.label));
      tr.appendChild(td(s.side));
      tr.appendChild(td(s.side1 + ' ' + s.side1_price, 'num'));
      tr.appendChild(td(s.side2 + ' ' + s.side2_price, 'num'));
      tr.appendChild(td(s.diff, 'num'));
      body.appendChild(tr);
    });
  }
  var boardTimer = null;
  function setBoard(list) { board.clear(); list.forEach(function (o) { board.set(oppKey(o), o); }); renderBoard(); }
  function scheduleBoard() {
    if (boardTimer) return;
    boardTimer = setTimeout(function () { boardTimer = null; api('/arbitrage/current').then(setBoard, function (e) { status(String(e.message), 'error'); }); }, 1000);
  }
  function pollSpreads() {
    api('/arbitrage/current/difference?minutes=60').then(renderSpreads, function (e) { status(String(e.message), 'error'); });
  }
  function connect() {
    if (ws) ws.close();
    board.clear();
    renderBoard();
    if (spreadTimer) clearInterval(spreadTimer);
    pollSpreads();
    spreadTimer = setInterval(pollSpreads, 5000);
    ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
    ws.onopen = function () { ws.send(JSON.stringify({ action: 'auth', api_key: key })); };
    ws.onmessage = function (ev) {
      var m = JSON.parse(ev.data);
      if (m.type === 'auth_ok') { ws.send(JSON.stringify({ action: 'subscribe', channels: ['arbitrage'] })); status('live (' + m.plan + ')', 'live'); return; }
      if (m.type === 'error') { status(m.code + ': ' + m.detail, 'error'); return; }
      if (m.channel !== 'arbitrage') return;
      // snapshot: the current list; updates carry {key, opportunity|null}: re-read the list (at most once a second)
      if (m.type === 'snapshot' && Array.isArray(m.data)) { setBoard(m.data); return; }
      if (m.type === 'update') scheduleBoard();
    };
    ws.onclose = function (ev) { if (ev.code !== 1000) status('disconnected (' + ev.code + ')', 'error'); };
  }
  function chart(series) {
    var svg = $('chart');
    svg.textContent = '';
    var ns = 'http://www.w3.org/2000/svg';
    var bars = (series && series.bars || []).filter(function (b) { return b.open != null; });
    $('chart-title').textContent = series ? series.question + ' (' + series.exchange + ', ' + series.interval + ', ' + bars.length + ' bars)' : 'no data';
    if (bars.length === 0) return;
    var lo = Math.min.apply(null, bars.map(function (b) { return b.low; }));
    var hi = Math.max.apply(null, bars.map(function (b) { return b.high; }));
    if (hi === lo) { hi += 0.01; lo -= 0.01; }
    var W = 800, H = 260, pad = 10, step = (W - 2 * pad) / bars.length;
    var y = function (p) { return pad + (H - 2 * pad) * (hi - p) / (hi - lo); };
    bars.forEach(function (b, i) {
      var x = pad + i * step + step / 2;
      var up = b.close >= b.open;
      var wick = document.createElementNS(ns, 'line');
      wick.setAttribute('x1', x); wick.setAttribute('x2', x); wick.setAttribute('y1', y(b.high)); wick.setAttribute('y2', y(b.low));
      wick.setAttribute('stroke', up ? '#4cd08a' : '#ff6b6b');
      svg.appendChild(wick);
      var body = document.createElementNS(ns, 'rect');
      body.setAttribute('class', 'bar');
      body.setAttribute('x', x - Math.max(1, step * 0.35)); body.setAttribute('width', Math.max(2, step * 0.7));
      body.setAttribute('y', Math.min(y(b.open), y(b.close))); body.setAttribute('height', Math.max(1, Math.abs(y(b.open) - y(b.close))));
      body.setAttribute('fill', up ? '#4cd08a' : '#ff6b6b');
      svg.appendChild(body);
    });
  }
  function showMarket() {
    var id = $('market').value.trim();
    if (!id) return;
    api('/markets/ohlcv?market_ids=' + encodeURIComponent(id) + '&interval=' + encodeURIComponent($('interval').value) + '&last=30d')
      .then(function (list) { chart(list[0]); }, function (e) { $('chart-title').textContent = String(e.message); });
  }
  $('keyform').addEventListener('submit', function (e) { e.preventDefault(); key = $('key').value.trim(); sessionStorage.setItem('ref-key', key); connect(); });
  $('marketform').addEventListener('submit', function (e) { e.preventDefault(); showMarket(); });
  var params = new URLSearchParams(location.search);
  if (params.get('market')) $('market').value = params.get('market');
  if (key) { $('key').value = key; connect(); if ($('market').value) showMarket(); }
})();
