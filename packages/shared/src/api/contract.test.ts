import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index.js';
import { apiPaths, fillPath } from './paths.js';

const schemas = (Object.entries(contract) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(leaves);
}

describe('OpenAPI generation (what fastify-type-provider-zod does)', () => {
  it.each(schemas)('%s converts to JSON Schema as an input', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' })).not.toThrow();
  });

  // Replies are serialised with z.encode: a transform in them would fail every reply at run time.
  it.each(schemas.filter(([name]) => !/Query|Body|Input|Params|Headers|Sendable/.test(name)))(
    '%s has no transform and converts as an output',
    (_name, schema) => {
      expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })).not.toThrow();
    },
  );
});

describe('replies', () => {
  const request = {
    requestId: 7,
    referenceCode: '2025-000007',
    version: 3,
    language: 'it',
    typeOfService: {
      typeOfServiceId: 1,
      nameIt: 'Avvio',
      nameEn: 'Start-up',
      descriptionIt: 'd',
      descriptionEn: 'd',
    },
    stateOfRequest: { stateOfRequestId: 3, descriptionIt: 'Inviata', descriptionEn: 'Sent' },
    user: {
      userId: 1,
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: 'RSSMRA80A01H501U',
      profile: { profileId: 1 },
    },
    suap: { suapId: 4, name: 'SUAP Roma', pec: 'suap@pec.roma.it', type: 'INT', url: null },
    iniziative: null,
    procedureNotification: { typeId: 1, address: 'mario.rossi@example.it' },
    personalData: null,
    sentRequestDate: '2025-03-01T10:00:00.000Z',
    updatedOn: '2025-03-01T10:00:00.000Z',
    createdOn: '2025-02-01T09:00:00+01:00',
    draftExpiresOn: null,
    responsibleOperator: { userId: 3, firstName: 'Marco', lastName: 'Blu' },
    termDueOn: null,
    termExpired: false,
  };

  it('encodes a request reply the way the server serialises it', () => {
    const reply = { code: 200, message: 'OK', description: 'OK', request };
    expect(contract.RequestReplySchema.encode(reply as never)).toEqual(reply);
  });

  it('refuses a reply whose instants are not ISO strings', () => {
    const bad = {
      code: 200,
      message: 'OK',
      description: 'OK',
      request: { ...request, updatedOn: '01/03/2025' },
    };
    expect(contract.RequestReplySchema.safeEncode(bad as never).success).toBe(false);
  });

  it('needs code, message and description on every reply', () => {
    expect(contract.RequestDeleteReplySchema.safeParse({ code: 200, message: 'OK' }).success).toBe(false);
    expect(
      contract.UserListReplySchema.safeParse({ code: 200, message: 'OK', description: '' }).success,
    ).toBe(false);
  });

  it('never lets the token reply carry tokens', () => {
    const sent = contract.LoginTokenReplySchema.encode({
      code: 200,
      message: 'OK',
      description: 'OK',
      claims: {
        firstName: 'Mario',
        lastName: 'Rossi',
        fiscalCode: 'RSSMRA80A01H501U',
        dateOfBirth: '01/01/1980',
        gender: 'M',
        email: null,
        userEidasId: null,
      },
      expires_in: 300,
      token_type: 'Bearer',
      refresh_token: 'r',
      access_token: 'a',
      id_token: 'i',
    } as never);
    expect(Object.keys(sent).sort()).toEqual([
      'claims',
      'code',
      'description',
      'expires_in',
      'message',
      'token_type',
    ]);
  });
});

describe('bodies', () => {
  it('requires a version and reads the action of a request update', () => {
    expect(contract.RequestUpdateBodySchema.safeParse({}).success).toBe(false);
    expect(contract.RequestUpdateBodySchema.parse({ version: 2 }).action).toBe('save');
    expect(contract.RequestUpdateBodySchema.parse({ version: 2, action: 'send' }).action).toBe('send');
    expect(contract.RequestUpdateBodySchema.safeParse({ version: 2, action: 'delete' }).success).toBe(false);
  });

  it('takes only a present or future draft storage limit', () => {
    expect(contract.DraftStorageLimitBodySchema.safeParse({ draftExpiresOn: '2999-12-31' }).success).toBe(
      true,
    );
    expect(contract.DraftStorageLimitBodySchema.safeParse({ draftExpiresOn: '2000-01-01' }).success).toBe(
      false,
    );
    expect(contract.DraftStorageLimitBodySchema.safeParse({ draftExpiresOn: '31/12/2999' }).success).toBe(
      false,
    );
  });

  it('checks the token exchange body', () => {
    const body = {
      code: 'abc',
      redirect_uri: 'http://localhost:3000/auth/login',
      grant_type: 'authorization_code',
      state: 's',
    };
    expect(contract.LoginTokenBodySchema.safeParse(body).success).toBe(true);
    expect(contract.LoginTokenBodySchema.safeParse({ ...body, grant_type: 'password' }).success).toBe(false);
    expect(contract.LoginTokenBodySchema.safeParse({ ...body, code: '' }).success).toBe(false);
  });

  it('checks the legal-representative query', () => {
    const query = {
      cfPersona: 'BNCGLI85M41D612C',
      cfImpresa: '12345678901',
      euPublicServiceId: 'EU-PS-1',
      ipaCode: 'c_h501',
    };
    expect(contract.CheckLegalRepQuerySchema.safeParse(query).success).toBe(true);
    expect(contract.CheckLegalRepQuerySchema.safeParse({ ...query, cfImpresa: '123' }).success).toBe(false);
  });

  it('reads the profile header as a number', () => {
    expect(contract.UserInfoHeadersSchema.parse({ 'sdg-user-profile': '1' })).toEqual({
      'sdg-user-profile': 1,
    });
    expect(contract.UserInfoHeadersSchema.safeParse({ 'sdg-user-profile': '5' }).success).toBe(false);
  });
});

describe('apiPaths', () => {
  it('holds distinct absolute paths without the /api prefix', () => {
    const paths = leaves(apiPaths);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path.startsWith('/')).toBe(true);
      expect(path.startsWith('/api/')).toBe(false);
    }
  });

  it('fills path parameters, encoded', () => {
    expect(fillPath(apiPaths.requests.byId, { id: 7 })).toBe('/suap/v1/request/7');
    expect(fillPath(apiPaths.backOffice.user, { id: 'a/b' })).toBe('/suap/v1/backoffice/user/getUser/a%2Fb');
    expect(() => fillPath(apiPaths.requests.pdfRecap, {})).toThrow(/id/);
  });
});
