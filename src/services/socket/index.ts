export { lazySocketLink } from './lazySocketLink.ts';
export {
  createSocketLink,
  SEND_ACK_TIMEOUT_MS,
  SOCKET_OPTIONS,
  type SocketActorDeps,
  type SocketCommand,
  type SocketEvent,
  type SocketFactory,
  type SocketLike,
  type SocketLink,
  type SocketOptions,
} from './socketActor.ts';
