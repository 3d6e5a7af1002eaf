export {
  createSocketActor,
  SOCKET_OPTIONS,
  type SocketActorDeps,
  type SocketCommand,
  type SocketEvent,
  type SocketFactory,
  type SocketLike,
  type SocketOptions,
} from './socketActor.ts';
