import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { PasswordResetRequestBodySchema } from './password-reset.contract';
import { PasswordSchema, PhoneSchema, RegisterBodySchema, UpdateUserBodySchema } from './users.contract';

describe('PasswordSchema', () => {
  it('takes 8 to 128 characters with no composition rules', () => {
    expect(PasswordSchema.safeParse('mvua inanyesha').success).toBe(true);
    expect(PasswordSchema.safeParse('a'.repeat(128)).success).toBe(true);
    expect(PasswordSchema.safeParse('1234567').success).toBe(false);
    expect(PasswordSchema.safeParse('a'.repeat(129)).success).toBe(false);
  });

  it('refuses common passwords whatever their case', () => {
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('nakupenda')).toBe(true);
    expect(PasswordSchema.safeParse('Tanzania123').success).toBe(false);
    expect(isCommonPassword('mbuyu-under-the-sun')).toBe(false);
  });
});

describe('PhoneSchema', () => {
  it('keeps phones as strings, leading zero and plus included', () => {
    expect(PhoneSchema.parse('0712345678')).toBe('0712345678');
    expect(PhoneSchema.parse(' +255 712 345 678 ')).toBe('+255 712 345 678');
    expect(PhoneSchema.safeParse('12345').success).toBe(false);
    expect(PhoneSchema.safeParse('07a2345678').success).toBe(false);
  });
});

describe('RegisterBodySchema', () => {
  it('drops fields it does not know, such as accessLevel', () => {
    const parsed = RegisterBodySchema.parse({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '0712345678',
      password: 'mvua inanyesha',
      accessLevel: 'admin',
    });
    expect(parsed).not.toHaveProperty('accessLevel');
  });

  it('takes a phone alone: the e-mail is optional, an empty one is none', () => {
    const body = { name: 'Asha', phone: '0712 345 678', password: 'mvua inanyesha' };
    expect(RegisterBodySchema.parse(body).email).toBeUndefined();
    expect(RegisterBodySchema.parse({ ...body, email: '  ' }).email).toBeUndefined();
    expect(RegisterBodySchema.safeParse({ ...body, email: 'not-an-email' }).success).toBe(false);
  });

  it('needs a phone that can be dialled, since the account signs in by it', () => {
    const body = { name: 'Asha', password: 'mvua inanyesha' };
    expect(RegisterBodySchema.safeParse(body).success).toBe(false);
    const short = RegisterBodySchema.safeParse({ ...body, phone: '123456' });
    expect(short.error?.issues[0]?.path).toEqual(['phone']);
    expect(RegisterBodySchema.safeParse({ ...body, phone: '+44 20 7946 0958' }).success).toBe(true);
  });
});

describe('PasswordResetRequestBodySchema', () => {
  it('takes an e-mail or a phone number in its one field, nothing else', () => {
    for (const identifier of ['asha@example.com', '0712 345 678', '+255712345678']) {
      expect(PasswordResetRequestBodySchema.safeParse({ email: identifier }).success, identifier).toBe(true);
    }
    for (const identifier of ['', 'asha@', 'asha', '12345']) {
      expect(PasswordResetRequestBodySchema.safeParse({ email: identifier }).success, identifier).toBe(false);
    }
  });
});

describe('UpdateUserBodySchema', () => {
  it('needs the current password to set a new one', () => {
    const result = UpdateUserBodySchema.safeParse({ password: 'a-new-long-password' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['currentPassword']);
    expect(
      UpdateUserBodySchema.safeParse({ password: 'a-new-long-password', currentPassword: 'old-one' }).success,
    ).toBe(true);
  });
});
