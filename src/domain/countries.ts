/**
 * Country list for phone entries (docs/product/account.md, API): each country's name (pt-BR), ISO 3166 alpha-2 and
 * alpha-3 codes, international calling codes (digits, without '+') and flag emoji. Brazil (+55)
 * is the default for a phone. Territories without a calling code of their own are left out.
 */
export interface Country {
  name: string;
  alpha2: string;
  alpha3: string;
  /** Digits only; the first is the code shown and stored as phoneIdd. */
  callingCodes: readonly string[];
  emoji: string;
}

/** The flag of an alpha-2 code: its two letters as regional indicator symbols. */
export function flagEmoji(alpha2: string): string {
  return String.fromCodePoint(...[...alpha2.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/**
 * Every listed country's alpha-3 code and calling codes, by its alpha-2 code. The names are not
 * kept here: they are the platform's (Intl.DisplayNames, CLDR's pt-BR region names), the same
 * names this table once spelt out by hand.
 */
const CODES: Readonly<Record<string, readonly [alpha3: string, ...callingCodes: string[]]>> = {
  AD: ['AND', '376'],
  AE: ['ARE', '971'],
  AF: ['AFG', '93'],
  AG: ['ATG', '1268'],
  AI: ['AIA', '1264'],
  AL: ['ALB', '355'],
  AM: ['ARM', '374'],
  AO: ['AGO', '244'],
  AR: ['ARG', '54'],
  AS: ['ASM', '1684'],
  AT: ['AUT', '43'],
  AU: ['AUS', '61'],
  AW: ['ABW', '297'],
  AX: ['ALA', '358'],
  AZ: ['AZE', '994'],
  BA: ['BIH', '387'],
  BB: ['BRB', '1246'],
  BD: ['BGD', '880'],
  BE: ['BEL', '32'],
  BF: ['BFA', '226'],
  BG: ['BGR', '359'],
  BH: ['BHR', '973'],
  BI: ['BDI', '257'],
  BJ: ['BEN', '229'],
  BL: ['BLM', '590'],
  BM: ['BMU', '1441'],
  BN: ['BRN', '673'],
  BO: ['BOL', '591'],
  BQ: ['BES', '599'],
  BR: ['BRA', '55'],
  BS: ['BHS', '1242'],
  BT: ['BTN', '975'],
  BW: ['BWA', '267'],
  BY: ['BLR', '375'],
  BZ: ['BLZ', '501'],
  CA: ['CAN', '1'],
  CC: ['CCK', '61'],
  CD: ['COD', '243'],
  CF: ['CAF', '236'],
  CG: ['COG', '242'],
  CH: ['CHE', '41'],
  CI: ['CIV', '225'],
  CK: ['COK', '682'],
  CL: ['CHL', '56'],
  CM: ['CMR', '237'],
  CN: ['CHN', '86'],
  CO: ['COL', '57'],
  CR: ['CRI', '506'],
  CU: ['CUB', '53'],
  CV: ['CPV', '238'],
  CW: ['CUW', '599'],
  CX: ['CXR', '61'],
  CY: ['CYP', '357'],
  CZ: ['CZE', '420'],
  DE: ['DEU', '49'],
  DJ: ['DJI', '253'],
  DK: ['DNK', '45'],
  DM: ['DMA', '1767'],
  DO: ['DOM', '1809', '1829', '1849'],
  DZ: ['DZA', '213'],
  EC: ['ECU', '593'],
  EE: ['EST', '372'],
  EG: ['EGY', '20'],
  EH: ['ESH', '212'],
  ER: ['ERI', '291'],
  ES: ['ESP', '34'],
  ET: ['ETH', '251'],
  FI: ['FIN', '358'],
  FJ: ['FJI', '679'],
  FK: ['FLK', '500'],
  FM: ['FSM', '691'],
  FO: ['FRO', '298'],
  FR: ['FRA', '33'],
  GA: ['GAB', '241'],
  GB: ['GBR', '44'],
  GD: ['GRD', '1473'],
  GE: ['GEO', '995'],
  GF: ['GUF', '594'],
  GG: ['GGY', '44'],
  GH: ['GHA', '233'],
  GI: ['GIB', '350'],
  GL: ['GRL', '299'],
  GM: ['GMB', '220'],
  GN: ['GIN', '224'],
  GP: ['GLP', '590'],
  GQ: ['GNQ', '240'],
  GR: ['GRC', '30'],
  GS: ['SGS', '500'],
  GT: ['GTM', '502'],
  GU: ['GUM', '1671'],
  GW: ['GNB', '245'],
  GY: ['GUY', '592'],
  HK: ['HKG', '852'],
  HN: ['HND', '504'],
  HR: ['HRV', '385'],
  HT: ['HTI', '509'],
  HU: ['HUN', '36'],
  ID: ['IDN', '62'],
  IE: ['IRL', '353'],
  IL: ['ISR', '972'],
  IM: ['IMN', '44'],
  IN: ['IND', '91'],
  IO: ['IOT', '246'],
  IQ: ['IRQ', '964'],
  IR: ['IRN', '98'],
  IS: ['ISL', '354'],
  IT: ['ITA', '39'],
  JE: ['JEY', '44'],
  JM: ['JAM', '1876', '1658'],
  JO: ['JOR', '962'],
  JP: ['JPN', '81'],
  KE: ['KEN', '254'],
  KG: ['KGZ', '996'],
  KH: ['KHM', '855'],
  KI: ['KIR', '686'],
  KM: ['COM', '269'],
  KN: ['KNA', '1869'],
  KP: ['PRK', '850'],
  KR: ['KOR', '82'],
  KW: ['KWT', '965'],
  KY: ['CYM', '1345'],
  KZ: ['KAZ', '7'],
  LA: ['LAO', '856'],
  LB: ['LBN', '961'],
  LC: ['LCA', '1758'],
  LI: ['LIE', '423'],
  LK: ['LKA', '94'],
  LR: ['LBR', '231'],
  LS: ['LSO', '266'],
  LT: ['LTU', '370'],
  LU: ['LUX', '352'],
  LV: ['LVA', '371'],
  LY: ['LBY', '218'],
  MA: ['MAR', '212'],
  MC: ['MCO', '377'],
  MD: ['MDA', '373'],
  ME: ['MNE', '382'],
  MF: ['MAF', '590'],
  MG: ['MDG', '261'],
  MH: ['MHL', '692'],
  MK: ['MKD', '389'],
  ML: ['MLI', '223'],
  MM: ['MMR', '95'],
  MN: ['MNG', '976'],
  MO: ['MAC', '853'],
  MP: ['MNP', '1670'],
  MQ: ['MTQ', '596'],
  MR: ['MRT', '222'],
  MS: ['MSR', '1664'],
  MT: ['MLT', '356'],
  MU: ['MUS', '230'],
  MV: ['MDV', '960'],
  MW: ['MWI', '265'],
  MX: ['MEX', '52'],
  MY: ['MYS', '60'],
  MZ: ['MOZ', '258'],
  NA: ['NAM', '264'],
  NC: ['NCL', '687'],
  NE: ['NER', '227'],
  NF: ['NFK', '672'],
  NG: ['NGA', '234'],
  NI: ['NIC', '505'],
  NL: ['NLD', '31'],
  NO: ['NOR', '47'],
  NP: ['NPL', '977'],
  NR: ['NRU', '674'],
  NU: ['NIU', '683'],
  NZ: ['NZL', '64'],
  OM: ['OMN', '968'],
  PA: ['PAN', '507'],
  PE: ['PER', '51'],
  PF: ['PYF', '689'],
  PG: ['PNG', '675'],
  PH: ['PHL', '63'],
  PK: ['PAK', '92'],
  PL: ['POL', '48'],
  PM: ['SPM', '508'],
  PN: ['PCN', '64'],
  PR: ['PRI', '1787', '1939'],
  PS: ['PSE', '970'],
  PT: ['PRT', '351'],
  PW: ['PLW', '680'],
  PY: ['PRY', '595'],
  QA: ['QAT', '974'],
  RE: ['REU', '262'],
  RO: ['ROU', '40'],
  RS: ['SRB', '381'],
  RU: ['RUS', '7'],
  RW: ['RWA', '250'],
  SA: ['SAU', '966'],
  SB: ['SLB', '677'],
  SC: ['SYC', '248'],
  SD: ['SDN', '249'],
  SE: ['SWE', '46'],
  SG: ['SGP', '65'],
  SH: ['SHN', '290'],
  SI: ['SVN', '386'],
  SJ: ['SJM', '47'],
  SK: ['SVK', '421'],
  SL: ['SLE', '232'],
  SM: ['SMR', '378'],
  SN: ['SEN', '221'],
  SO: ['SOM', '252'],
  SR: ['SUR', '597'],
  SS: ['SSD', '211'],
  ST: ['STP', '239'],
  SV: ['SLV', '503'],
  SX: ['SXM', '1721'],
  SY: ['SYR', '963'],
  SZ: ['SWZ', '268'],
  TC: ['TCA', '1649'],
  TD: ['TCD', '235'],
  TG: ['TGO', '228'],
  TH: ['THA', '66'],
  TJ: ['TJK', '992'],
  TK: ['TKL', '690'],
  TL: ['TLS', '670'],
  TM: ['TKM', '993'],
  TN: ['TUN', '216'],
  TO: ['TON', '676'],
  TR: ['TUR', '90'],
  TT: ['TTO', '1868'],
  TV: ['TUV', '688'],
  TW: ['TWN', '886'],
  TZ: ['TZA', '255'],
  UA: ['UKR', '380'],
  UG: ['UGA', '256'],
  UM: ['UMI', '1'],
  US: ['USA', '1'],
  UY: ['URY', '598'],
  UZ: ['UZB', '998'],
  VA: ['VAT', '379', '39'],
  VC: ['VCT', '1784'],
  VE: ['VEN', '58'],
  VG: ['VGB', '1284'],
  VI: ['VIR', '1340'],
  VN: ['VNM', '84'],
  VU: ['VUT', '678'],
  WF: ['WLF', '681'],
  WS: ['WSM', '685'],
  XK: ['XKX', '383'],
  YE: ['YEM', '967'],
  YT: ['MYT', '262'],
  ZA: ['ZAF', '27'],
  ZM: ['ZMB', '260'],
  ZW: ['ZWE', '263'],
};

let sorted: readonly Country[] | undefined;

/** Every listed country, sorted by its Portuguese name, the order the select shows. */
export function countries(): readonly Country[] {
  if (!sorted) {
    const names = new Intl.DisplayNames(['pt-BR'], { type: 'region' });
    const collator = new Intl.Collator('pt-BR');
    sorted = Object.entries(CODES)
      .map(([alpha2, [alpha3, ...callingCodes]]) => ({ name: names.of(alpha2) ?? alpha2, alpha2, alpha3, callingCodes, emoji: flagEmoji(alpha2) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }
  return sorted;
}

export const DEFAULT_COUNTRY_ALPHA2 = 'BR';
export const DEFAULT_PHONE_IDD = '55';

/** The country of an alpha-2 code, if listed. */
export function countryByAlpha2(alpha2: string): Country | undefined {
  const code = alpha2.trim().toUpperCase();
  return countries().find((country) => country.alpha2 === code);
}

/**
 * Where several countries share a calling code (+1, +7, +44…), the one a stored phoneIdd stands
 * for; the select still offers them all.
 */
export const SHARED_CODE_COUNTRY: Readonly<Record<string, string>> = {
  '1': 'US',
  '7': 'RU',
  '39': 'IT',
  '44': 'GB',
  '47': 'NO',
  '61': 'AU',
  '64': 'NZ',
  '212': 'MA',
  '262': 'RE',
  '358': 'FI',
  '500': 'FK',
  '590': 'GP',
  '599': 'CW',
};

/** The country a stored calling code stands for (digits, with or without '+'). */
export function countryByCallingCode(code: string | null | undefined): Country | undefined {
  const digits = (code ?? '').replace(/\D+/g, '');
  if (!digits) return undefined;
  const preferred = SHARED_CODE_COUNTRY[digits];
  if (preferred) return countryByAlpha2(preferred);
  return countries().find((country) => country.callingCodes.includes(digits));
}

/** Whether a phoneIdd is a calling code of a listed country. */
export function isKnownCallingCode(code: string | null | undefined): boolean {
  const text = (code ?? '').trim();
  return /^\d{1,4}$/.test(text) && Object.values(CODES).some(([, ...callingCodes]) => callingCodes.includes(text));
}
