/**
 * The connection chart's socket, built from the socket service:
 * `connectionMachine.provide({ actors: connectionActors({ url, platform, getToken }) })`.
 */
import { createSocketActor, type SocketActorDeps } from '../../services/socket/socketActor.ts';

export function connectionActors(deps: SocketActorDeps) {
  return { socket: createSocketActor(deps) };
}
