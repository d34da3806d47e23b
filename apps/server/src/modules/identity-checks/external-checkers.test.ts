import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { CheckUnavailableError, httpFiscalCodeChecker } from './fiscal-code-checker.js';
import { httpLegalRepChecker } from './legal-rep-checker.js';

const person = {
  codiceFiscale: 'RSSMRA80A01H501U',
  nome: 'Mario',
  cognome: 'Rossi',
  dataNascita: '01/01/1980',
  sesso: 'M' as const,
  statoNascita: 'Italia',
  comuneNascita: 'Roma',
};
const result = {
  valido: true,
  nome: 'Mario',
  cognome: 'Rossi',
  dataNascita: '01/01/1980',
  statoNascita: 'Italia',
  comuneNascita: 'Roma',
  codiceFiscale: 'RSSMRA80A01H501U',
  sesso: 'M',
};

describe('external check services', async () => {
  // A stand-in for the external services, on a real socket: the implementations use fetch.
  const server = Fastify();
  server.post('/pf/ok', async () => result);
  server.post('/pf/invalid', async (_request, reply) => reply.status(400).send({ ...result, valido: false }));
  server.post('/pf/broken', async (_request, reply) => reply.status(500).send({}));
  server.get('/legal-rep', async (request) => ({
    esito: (request.query as { cfPersona?: string }).cfPersona === 'BNCGLI85M41D612C' ? 'OK' : 'KO',
  }));
  const base = await server.listen({ host: '127.0.0.1', port: 0 });
  afterAll(() => server.close());

  it('reads the fiscal code check result, 400 as invalid, anything else as unavailable', async () => {
    expect(await httpFiscalCodeChecker(`${base}/pf/ok`).check(person)).toMatchObject({ valido: true });
    expect(await httpFiscalCodeChecker(`${base}/pf/invalid`).check(person)).toMatchObject({ valido: false });
    await expect(httpFiscalCodeChecker(`${base}/pf/broken`).check(person)).rejects.toBeInstanceOf(
      CheckUnavailableError,
    );
  });

  it('forwards the legal-representative query and reads esito', async () => {
    const query = {
      cfPersona: 'BNCGLI85M41D612C',
      cfImpresa: '07654320485',
      euPublicServiceId: 'x',
      ipaCode: 'c_h501',
    };
    expect(await httpLegalRepChecker(`${base}/legal-rep`).check(query)).toBe('OK');
    expect(
      await httpLegalRepChecker(`${base}/legal-rep`).check({ ...query, cfPersona: 'RSSMRA80A01H501U' }),
    ).toBe('KO');
  });
});
