/**
 * The connection chart's socket, built from the socket service:
 * `connectionMachine.provide({ actors: connectionActors(createSocketLink({ url, platform, getToken })) })`.
 */
import type { SocketLink } from '../../../services/socket/socketActor.ts';

export function connectionActors(link: Pick<SocketLink, 'actor'>) {
  return { socket: link.actor };
}
