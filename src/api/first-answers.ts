/**
 * The answers the server sent inside the page for the page's first read (server/http/first-answers.ts):
 * each stands in for its read once, the first time the app makes it; every later read, a retry
 * included, goes to the network. A page without them, or with a block that cannot be read, reads
 * as always.
 */
import { FIRST_ANSWERS_ELEMENT, type FirstAnswer, type FirstAnswers } from '@/domain/first-answers';

/** The answers not used yet, by the absolute address of the read each answers. */
const waiting = new Map<string, FirstAnswer>();

const address = (url: string) => new URL(url, globalThis.location.origin).href;

/** The server's answer to a GET of `url` sent with the page, once; undefined for any other read. */
export function takeFirstAnswer(url: string): FirstAnswer | undefined {
  // Moved from the document the first time a read looks, if the page carries it.
  const block = globalThis.document?.getElementById(FIRST_ANSWERS_ELEMENT);
  if (block) {
    block.remove();
    try {
      for (const [path, answer] of Object.entries(JSON.parse(block.textContent!) as FirstAnswers)) {
        if (typeof answer?.status === 'number' && 'body' in answer) waiting.set(address(path), answer);
      }
    } catch {
      // A block that is not JSON answers nothing: the page reads for itself.
    }
  }
  const key = address(url);
  const answer = waiting.get(key);
  waiting.delete(key);
  return answer;
}
