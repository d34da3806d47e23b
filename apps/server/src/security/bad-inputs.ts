import fc from 'fast-check';

/** Strings an attacker or a broken client sends: injection payloads, unicode oddities, huge values. */
const nastyString = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    "'; drop table requests; --",
    '" onmouseover="alert(1)',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\u202e\u0645',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂',
    '1e309',
    '-1',
    '0',
    'NaN',
    'null',
    'true',
    '{"$gt":""}',
    'field;drop',
    'name;sideways',
    ';asc',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 5000 }),
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, 1.5),
  fc.double(),
);

export const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 10 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const FIELD_NAMES = [
  'page',
  'size',
  'sort',
  'filter',
  'typeId',
  'type',
  'municipalityId',
  'provinceId',
  'regionId',
  'userId',
  'typeOfServiceId',
  'fiscalCode',
  'version',
  'action',
  'lang',
  'id',
  'code',
  'state',
  'redirect_uri',
  'grant_type',
  'email',
  'firstName',
  'lastName',
  'profile',
  'active',
  'suap',
  'iniziative',
  'personalData',
  'procedureNotification',
  'partitaIva',
  'draftExpiresOn',
  'cfPersona',
  'cfImpresa',
  'ipaCode',
  'name',
];

/** Objects made of real field names (so validators are reached) with wrong, missing and extra values. */
export const nastyObject = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })),
  nastyValue,
  {
    maxKeys: 6,
  },
);

export const nastyQuery = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ minLength: 1, maxLength: 12 })),
  nastyString,
  { maxKeys: 5 },
);

export const nastyId = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', 'abc', '99999999999999999999', "1'", '%27', '1;select', ' ', '١٢'),
  // Column boundaries (issue 22: 32768 overflowed smallint ids, 2^31 integer ids) and the forms Number() reads.
  fc.constantFrom(
    '32767',
    '32768',
    '2147483647',
    '2147483648',
    '9007199254740992',
    '1e2',
    '0x10',
    '%205',
    '5.0',
    '05',
  ),
  fc.integer({ min: 100_000, max: 2 ** 31 - 1 }).map(String),
);

/** A body that is not an object at all, sometimes. */
export const nastyBody = fc.oneof(
  nastyObject,
  fc.constant('not json'),
  fc.array(nastyValue, { maxLength: 3 }),
  fc.constant(null),
);
