import { createServer } from 'node:http';

/**
 * Baseline: the fastest a Node HTTP server answers a small fixed JSON document on this machine.
 * `GET /api/health` is compared with it.
 */
const body = JSON.stringify({ status: 'ok', database: 'none', time: '2026-01-01T00:00:00.000Z' });

createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
