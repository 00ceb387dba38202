// `npm run keys -- <command>`: the token signing keys as SIGNING_KEYS takes them (a JWKS), printed
// on standard output (docs/operations.md, Rotating the signing keys). Reads the current set from
// SIGNING_KEYS.
//   new      a set of one new key
//   add      the current set with a new key added last (it verifies, it does not sign yet)
//   promote  the current set with its last key moved first (it signs now)
//   retire   the current set without its keys after the first
import type { JWK } from 'jose';
import { signingKeysFrom } from '../server/config';
import { newSigningKey } from '../server/token-server/keys';

/** The set in SIGNING_KEYS, read as the server reads it. */
function current(): JWK[] {
  const value = process.env.SIGNING_KEYS?.trim();
  if (!value) throw new Error('SIGNING_KEYS is not set: this command changes the set it holds.');
  const problems: string[] = [];
  const keys = signingKeysFrom(value, problems);
  if (!keys || problems.length > 0) throw new Error(problems.join('\n'));
  return keys;
}

const command = process.argv[2];
let keys: JWK[];
if (command === 'new') keys = [await newSigningKey()];
else if (command === 'add') keys = [...current(), await newSigningKey()];
else if (command === 'promote') {
  const set = current();
  keys = [set[set.length - 1]!, ...set.slice(0, -1)];
} else if (command === 'retire') keys = current().slice(0, 1);
else {
  console.error('Usage: npm run keys -- new | add | promote | retire');
  process.exit(2);
}
process.stdout.write(`${JSON.stringify({ keys })}\n`);
