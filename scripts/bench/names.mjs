// The names of the benchmark's generated people (bulk-load.mjs), drawn with the shape Italian names have: a few
// common surnames and a long tail of rare ones, and first names far more concentrated. ASCII only: the SQL lower()
// of the users' search text is then the server's toSearchText.
//
// Why it matters (issue 25): the list's cost depends on how many requests a searched name matches. With fifty
// surnames shared evenly by 100,000 citizens (the dataset before), every surname matched 20,000 requests, while in
// Italy the most common one, Rossi, is borne by about one person in a thousand, and most surnames by very few. A
// staff member searches for the person in front of them, so the searched names follow the citizens' own.

/** The commonest Italian surnames, most frequent first. */
export const LAST_NAMES = (
  'Rossi|Russo|Ferrari|Esposito|Bianchi|Romano|Colombo|Ricci|Marino|Greco|Bruno|Gallo|Conti|De Luca|Mancini|' +
  'Costa|Giordano|Rizzo|Lombardi|Moretti|Barbieri|Fontana|Santoro|Mariani|Rinaldi|Caruso|Ferrara|Galli|Martini|' +
  "Leone|Longo|Gentile|Martinelli|Vitale|Lombardo|Serra|Coppola|De Santis|D'Angelo|Marchetti|Parisi|Villa|Conte|" +
  'Ferri|Fabbri|Bianco|Marini|Grasso|Valentini|Messina'
).split('|');

/** Common first names by sex, most frequent first. */
export const FIRST_NAMES = {
  M: (
    'Giuseppe|Giovanni|Antonio|Mario|Luigi|Francesco|Angelo|Vincenzo|Pietro|Salvatore|Carlo|Franco|' +
    'Domenico|Bruno|Paolo|Michele|Giorgio|Aldo|Sergio|Luciano|Marco|Andrea|Luca|Alessandro|Roberto|' +
    'Stefano|Massimo|Davide|Matteo|Simone|Lorenzo|Federico|Riccardo|Fabio|Enrico|Claudio|Maurizio|' +
    'Alberto|Daniele|Emanuele'
  ).split('|'),
  F: (
    'Maria|Anna|Giuseppina|Rosa|Angela|Giovanna|Teresa|Lucia|Carmela|Caterina|Francesca|Antonietta|Carla|' +
    'Elena|Concetta|Rita|Margherita|Franca|Paola|Giulia|Sara|Chiara|Martina|Valentina|Alessia|Laura|' +
    'Silvia|Federica|Elisa|Roberta|Giorgia|Ilaria|Marta|Beatrice|Camilla|Simona|Barbara|Monica|Cristina|' +
    'Daniela'
  ).split('|'),
};

// The long tail of surnames: made of an opening, a middle and an ending as Italian surnames are (Bal-l-etti,
// Cer-r-oni): 40 x 25 x 30 = 30,000 surnames, each borne by a handful of people.
const OPENINGS =
  'Al Ba Be Bo Ca Ce Co Da De Di Fa Fe Fi Ga Gi Gu La Le Lo Ma Me Mo Na No Pa Pe Pi Po Ra Re Ri Ro Sa Se So Ta Te To Va Vi'.split(
    ' ',
  );
const MIDDLES = 'l ll n nn r rr s ss t tt c cc d g gg m v z zz b rt nd lc st sc'.split(' ');
const ENDINGS =
  'etti elli ini oni ucci azzi ato ese one otti ari eri ieri ale ulli uzzi asso ente olo aro ino ana illo ugi oli osi ardi esi enti anti'.split(
    ' ',
  );

/** Share of citizens whose surname is one of LAST_NAMES: about 2 %, Rossi alone 0.12 %. */
const COMMON_SHARE = 0.02;

/**
 * Surnames with their weights (summing to 1): LAST_NAMES by rank (rank k weighs k^-0.45, Rossi about 0.12 %),
 * then the tail, whose k-th name weighs 1 / (k + 2000): its commonest about 0.02 %, its rarest 0.001 %.
 */
export function surnameWeights() {
  const common = LAST_NAMES.map((name, k) => ({ name, weight: (k + 1) ** -0.45 }));
  const tail = [];
  for (const opening of OPENINGS)
    for (const middle of MIDDLES)
      for (const ending of ENDINGS) tail.push({ name: `${opening}${middle}${ending}`, weight: 0 });
  // Spread the tail's order so that neighbouring weights do not share their opening.
  tail.sort((a, b) => hash(a.name) - hash(b.name));
  tail.forEach((entry, k) => (entry.weight = 1 / (k + 2000)));
  const scale = (entries, share) => {
    const sum = entries.reduce((total, entry) => total + entry.weight, 0);
    return entries.map((entry) => ({ ...entry, weight: (entry.weight / sum) * share }));
  };
  // A tail name equal to a common one (Ma-r-ini is Marini) keeps only the common one's weight.
  const known = new Set(LAST_NAMES);
  return [...scale(common, COMMON_SHARE), ...scale(tail, 1 - COMMON_SHARE)].filter(
    (entry, i) => i < LAST_NAMES.length || !known.has(entry.name),
  );
}

/** First names of one sex with their weights: rank k weighs k^-0.45 (the commonest about 7 % of that sex, 2.4 % the twentieth). */
export function firstNameWeights(sex) {
  const entries = FIRST_NAMES[sex].map((name, k) => ({ name, weight: (k + 1) ** -0.45 }));
  const sum = entries.reduce((total, entry) => total + entry.weight, 0);
  return entries.map((entry) => ({ ...entry, weight: entry.weight / sum }));
}

/** Buckets of [0, 1,000,000) a uniform draw falls in, one per name, as wide as its weight (bulk-load.mjs). */
export function buckets(weights) {
  const los = [];
  const his = [];
  const names = [];
  let at = 0;
  weights.forEach((entry, i) => {
    const hi =
      i === weights.length - 1 ? 1_000_000 : Math.max(at + 1, Math.round(at + entry.weight * 1_000_000));
    los.push(at);
    his.push(hi);
    names.push(entry.name);
    at = hi;
  });
  return { los, his, names };
}

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
