// The municipality list inside codice-fiscale-js (cadastral code, province, name, 1 if still existing).
// The package publishes it only as this source file, not through its typed entry point.
declare module 'codice-fiscale-js/src/lista-comuni.js' {
  export const COMUNI: ReadonlyArray<readonly [string, string, string, number]>;
}
