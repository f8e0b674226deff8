import { describe, expect, it } from 'vitest';
import { UserRejectedRequestError } from '../errors/index.js';
import { HttpRequestError } from '../http/http-errors.js';
import { describeRegisterError } from './register-failure.js';

const answer = (status: number, body: unknown) =>
  new HttpRequestError({ status, body, request: 'POST /v1/profile/account' });

describe('describeRegisterError', () => {
  it('a taken name (409 NAME_TAKEN) keeps the server sentence', () => {
    expect(
      describeRegisterError(
        answer(409, { code: 'NAME_TAKEN', message: 'The name bob1.walletport.id is already registered.' }),
      ),
    ).toEqual({ code: 'NAME_TAKEN', reason: 'The name bob1.walletport.id is already registered.' });
  });

  it('a declined signature is the visitor’s choice', () => {
    expect(describeRegisterError(new UserRejectedRequestError())).toEqual({ code: 'USER_REJECTED' });
  });

  it('a signature the server refuses (401) and other server answers carry its reason', () => {
    expect(describeRegisterError(answer(401, { code: 'INVALID_SIGNATURE', message: 'Bad.' }))).toEqual({
      code: 'INVALID_SIGNATURE',
      reason: 'Bad.',
    });
    expect(
      describeRegisterError(
        answer(400, { code: 'INVALID_REQUEST', message: "Invalid parameter 'message': old" }),
      ),
    ).toEqual({ code: 'SERVER', reason: "Invalid parameter 'message': old" });
  });

  it('a body without a message, or a page of text, gives no reason', () => {
    expect(describeRegisterError(answer(502, '<html>…</html>'))).toEqual({
      code: 'SERVER',
      reason: undefined,
    });
    expect(describeRegisterError(answer(400, { message: 'x'.repeat(500) }))).toEqual({
      code: 'SERVER',
      reason: undefined,
    });
  });

  it('anything else is unknown', () => {
    expect(describeRegisterError(new Error('boom'))).toEqual({ code: 'UNKNOWN' });
    expect(describeRegisterError(undefined)).toEqual({ code: 'UNKNOWN' });
  });
});
