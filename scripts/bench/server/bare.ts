/**
 * The bare baseline of the server benchmarks: Fastify and socket.io of the versions the product
 * uses, doing nothing but answering — `sendMessage` acknowledged at once with what a send
 * answers, `GET /web/getChatList` with a fixed body (the product's own answer, read from the file
 * named by BARE_CHAT_LIST_FILE). Started as a child process by `processes.ts`; prints its port.
 */
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '../../../src/services/api/contract/index.ts';

const chatList = JSON.parse(await readFile(process.env.BARE_CHAT_LIST_FILE ?? '', 'utf8')) as unknown;
const app = Fastify({ logger: false });
app.get('/web/getChatList', async () => chatList);
const io = new Server(app.server, { path: SOCKET_PATH, serveClient: false });
io.on('connection', (socket) => {
  socket.on('sendMessage', (payload: { smsId?: string }, ack: (answer: object) => void) => {
    ack({ status: 0, smsId: payload.smsId, date: Date.now() });
  });
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
