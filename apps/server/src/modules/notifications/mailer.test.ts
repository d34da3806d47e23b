import { describe, expect, it } from 'vitest';
import { classifyDeliveryError } from './mailer.js';

// nodemailer's errors carry the SMTP command that failed, its reply code and the reply.
const smtpError = (command: string, responseCode: number, code = 'EENVELOPE') =>
  Object.assign(new Error('refused'), { command, responseCode, code, response: `${responseCode} refused` });

describe('which delivery failures are retried (issue 28)', () => {
  it.each([
    ['a recipient that does not exist', smtpError('RCPT TO', 550), true],
    ['a message too large', smtpError('DATA', 552, 'EMESSAGE'), true],
    ['a message refused as content', smtpError('DATA', 554, 'EMESSAGE'), true],
    ['a greylisted recipient', smtpError('RCPT TO', 450), false],
    ['a bad sequence (503)', smtpError('RCPT TO', 503), false],
    ['a wrong password', smtpError('AUTH PLAIN', 535, 'EAUTH'), false],
    ['the sender refused (SMTP_FROM)', smtpError('MAIL FROM', 550), false],
    ['a server refusing the connection', smtpError('CONN', 554, 'EPROTOCOL'), false],
    ['a service not available', smtpError('CONN', 421, 'EPROTOCOL'), false],
    ['a connection refused', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }), false],
  ])('%s: permanent %s', (_case, error, permanent) => {
    expect(classifyDeliveryError(error).permanent).toBe(permanent);
  });

  it('keeps the server’s answer as the reason', () => {
    expect(classifyDeliveryError(smtpError('RCPT TO', 550)).message).toBe('550 refused');
  });
});
