// A tiny round-robin HTTP balancer for the scale-out benchmark: each request goes to the next
// upstream in turn over kept-alive connections, and its answer comes back unchanged.
// Usage: PORT=<port> node bench/api/balancer.mjs http://127.0.0.1:4001 http://127.0.0.1:4002 …
import { Agent, createServer, request } from "node:http";

const upstreams = process.argv.slice(2).map((origin) => {
  const { hostname, port } = new URL(origin);
  // Enough sockets per upstream that the balancer never queues behind its own pool.
  return { hostname, port, agent: new Agent({ keepAlive: true, maxSockets: 256 }) };
});
if (upstreams.length === 0) throw new Error("Name at least one upstream origin");

let next = 0;

const server = createServer((incoming, outgoing) => {
  const upstream = upstreams[next];
  next = (next + 1) % upstreams.length;
  const forwarded = request(
    {
      hostname: upstream.hostname,
      port: upstream.port,
      agent: upstream.agent,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forwarded.on("error", () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(forwarded);
});

server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? "127.0.0.1");
