import { useMessages } from '@hueso/shared';
import { ALBUM_MESSAGES } from '../messages';

/** A section that is not open yet. */
export function Placeholder() {
  const A = useMessages(ALBUM_MESSAGES);
  return <p role="status">{A.soon}</p>;
}
