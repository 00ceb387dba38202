import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenOwner, type TokenOwner } from '../../server/http/auth';
import { API_AUDIENCE } from '../../server/config';

const ISSUER = 'https://arena.example/realms/plataforma';

describe('whom an access token was given to (createTokenOwner)', () => {
  let key: CryptoKey;
  let other: CryptoKey;
  let owner: TokenOwner;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    other = (await generateKeyPair('RS256')).privateKey;
    const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    owner = createTokenOwner([publicJwk], ISSUER);
  });

  const token = (options: { issuer?: string; audience?: string; issuedAt?: number; lifetime?: number; signer?: CryptoKey } = {}) => {
    const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
    return new SignJWT({ role: 'STUDENT' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('42')
      .setIssuer(options.issuer ?? ISSUER)
      .setAudience(options.audience ?? API_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + (options.lifetime ?? 300))
      .sign(options.signer ?? key);
  };

  it('names the owner of a valid token, and of one that expired days ago', async () => {
    expect(await owner(await token())).toMatchObject({ sub: '42', role: 'STUDENT' });
    const threeDaysAgo = Math.floor(Date.now() / 1000) - 3 * 86_400;
    expect(await owner(await token({ issuedAt: threeDaysAgo }))).toMatchObject({ sub: '42' });
  });

  it('names nobody for another signer, issuer or audience, or a text that is no token', async () => {
    expect(await owner(await token({ signer: other }))).toBeUndefined();
    expect(await owner(await token({ issuer: 'https://elsewhere.example/realms/plataforma' }))).toBeUndefined();
    expect(await owner(await token({ audience: 'urn:other' }))).toBeUndefined();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"42","exp":9999999999}').toString('base64url')}.`;
    for (const text of [unsigned, 'nada', '', 'a.b.c', `${await token()}x`, 'x'.repeat(9000)]) expect(await owner(text)).toBeUndefined();
  });
});
