/** The fiscal code check body (SPEC §5) of Mario Rossi, a demo citizen whose data matches his fiscal code. */
export const MARIO_ROSSI_CHECK = {
  codiceFiscale: 'RSSMRA80A01H501U',
  nome: 'Mario',
  cognome: 'Rossi',
  dataNascita: '01/01/1980',
  sesso: 'M',
  statoNascita: 'Italia',
  comuneNascita: 'Roma',
};
