import { describe, expect, it, vi } from 'vitest';
import type { RegistrationValues } from '@/domain/account/registration';
import { createAccount, registrationBody } from './account';
import { changePassword } from './password';
import type { HttpClient, RequestOptions } from './http';

const values: RegistrationValues = {
  userName: ' ana_souza ',
  email: ' Ana@Escola.edu.br ',
  password: 'Segredo1',
  passwordConfirmation: 'Segredo1',
  firstName: 'Ana',
  lastName: 'Souza',
  birthDate: '15/03/2009',
  stateId: '24',
  cityId: '24001',
  role: 'student',
  acceptUseTerms: true,
  acceptReceiveNews: false,
  activationCode: '',
  referrerId: '',
};

function recordingClient(answer: unknown) {
  const calls: Array<{ url: string; options: RequestOptions<unknown> | undefined }> = [];
  const http = vi.fn(async (url: string, options?: RequestOptions<unknown>) => {
    calls.push({ url, options });
    if (options?.contract && !options.contract.is(answer)) throw new Error('contract');
    return answer;
  }) as unknown as HttpClient;
  return { http, calls };
}

describe('registration form body', () => {
  it('trims texts, sends booleans as "true"/"false" and leaves empty optional fields out', () => {
    const body = registrationBody(values);
    expect(Object.fromEntries(body)).toEqual({
      userName: 'ana_souza',
      email: 'Ana@Escola.edu.br',
      password: 'Segredo1',
      passwordConfirmation: 'Segredo1',
      firstName: 'Ana',
      lastName: 'Souza',
      birthDate: '15/03/2009',
      role: 'student',
      stateId: '24',
      cityId: '24001',
      acceptUseTerms: 'true',
      acceptReceiveNews: 'false',
    });
  });

  it('carries the activation code and the inviter as referrer_id when given', () => {
    const body = registrationBody({ ...values, activationCode: ' VIP-2024 ', referrerId: '7', stateId: '', cityId: '' });
    expect(body.get('activationCode')).toBe('VIP-2024');
    expect(body.get('referrer_id')).toBe('7');
    expect(body.has('stateId')).toBe(false);
    expect(body.has('cityId')).toBe(false);
  });
});

describe('account calls', () => {
  it('posts the registration as a form body to the public endpoint', async () => {
    const answer = { id: 9, userName: 'ana_souza', email: 'ana@escola.edu.br', emailVerificationRequired: true, messageKey: 'status:accountRegister.success' };
    const { http, calls } = recordingClient(answer);
    await expect(createAccount(http, values)).resolves.toEqual(answer);
    expect(calls[0]!.url).toBe('/records/api/public/account/create');
    expect(calls[0]!.options?.method).toBe('POST');
    expect(calls[0]!.options?.body).toBeInstanceOf(URLSearchParams);
  });

  it('refuses a registration answer that breaks the contract', async () => {
    const { http } = recordingClient({ id: '9' });
    await expect(createAccount(http, values)).rejects.toThrow('contract');
  });

  it('sends only the old and the new password', async () => {
    const { http, calls } = recordingClient({ messageKey: 'status:changePassword.success' });
    await changePassword(http, { oldPassword: 'Demo1234', newPassword: 'Nova1234', newPasswordConfirmation: 'Nova1234' });
    expect(calls[0]!.url).toBe('/records/api/account/change-password');
    expect(calls[0]!.options?.body).toEqual({ oldPassword: 'Demo1234', newPassword: 'Nova1234' });
  });
});
