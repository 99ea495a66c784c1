/**
 * The bench's Node.js yardstick: the plainest Node server that can give our exact answer. It answers every request
 * with one recorded answer (status, headers and bytes, from the JSON file named on the command line) on PORT, with
 * no routing, no file lookup and nothing else loaded. What our server loses to it is our own cost; what it loses to
 * nginx is Node's (docs/decisions/029-static-fast-path-and-access-log.md).
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const answer = JSON.parse(readFileSync(process.argv[2], "utf8"));
const body = Buffer.from(answer.body, "base64");
createServer((_request, response) => {
  response.writeHead(answer.status, answer.headers);
  response.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1");
