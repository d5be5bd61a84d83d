import { z } from 'zod';
import { LanguageSchema, type Language } from '../language';
import { isUnitCode, UNIT_NAMES } from '../unit-names';

/**
 * The fixed words of the issued bill (PDF and .xlsx) in both languages. Trade and section names
 * come from the trade list (`nameEn`/`nameSw`) and line descriptions from the catalogue
 * (`description`/`descriptionSw`); everything else a printed bill says is here, in one place.
 */

/** `?lang=sw`: the language of an exported bill (English when left out, as before it could be chosen). */
export const BoqExportQuerySchema = z.object({ lang: LanguageSchema.default('en') });
export type BoqExportQuery = z.infer<typeof BoqExportQuerySchema>;

/** The facts the preambles state, taken from the revision so they are true of this bill. */
export interface PreambleFacts {
  readonly currency: string;
  readonly contingencyPercent: number;
  readonly vatPercent: number;
  readonly ratesIncludeVat: boolean;
  /** Labour % per kind of trade as issued; null for revisions issued before labour by kind. */
  readonly labourByKind: {
    readonly builderWork: number;
    readonly services: number;
    readonly fittedGoods: number;
    readonly fees: number;
  } | null;
  /**
   * The bills are measured work items at all-in rates (labour inside each rate); false for a bill
   * of materials with a labour row per trade. Left out: materials, as bills were before.
   */
  readonly measured?: boolean;
}

export interface BillText {
  readonly title: string;
  readonly project: string;
  readonly client: string;
  readonly location: string;
  readonly revision: string;
  readonly issuedOn: string;
  readonly preparedBy: string;
  readonly checkedBy: string;
  readonly currency: string;
  readonly reason: string;
  readonly preamblesTitle: string;
  readonly preambles: (facts: PreambleFacts) => readonly string[];
  readonly bill: (number: number, title: string) => string;
  readonly columns: readonly [string, string, string, string, string, string];
  readonly labour: (percent: number, trade: string) => string;
  readonly carriedToCollection: string;
  /** A trade marked not applicable, printed in its bill with the surveyor's reason. */
  readonly excluded: (reason: string) => string;
  /** A trade's heading repeated at the top of a page it runs onto. */
  readonly continued: (trade: string) => string;
  readonly collection: (number: number) => string;
  readonly collectionPage: (page: number) => string;
  readonly carriedToSummary: (number: number) => string;
  readonly grandSummary: string;
  readonly summaryBill: (number: number, title: string) => string;
  readonly subtotal: string;
  readonly contingency: (percent: number) => string;
  readonly vatIncluded: (percent: number) => string;
  readonly vatAdded: (percent: number) => string;
  readonly grandTotal: string;
  readonly costPerSquareMetre: (area: string) => string;
  /** The workbook's row labels: its percentages and areas are cells of their own, so the labels leave them out. */
  readonly rows: {
    readonly labourOn: (trade: string) => string;
    readonly contingency: string;
    readonly vatIncluded: string;
    readonly vatAdded: string;
    readonly costPerSquareMetre: string;
  };
  /** The schedule of materials, printed after the grand summary. */
  readonly schedule: {
    readonly title: string;
    readonly note: string;
    readonly columns: readonly [string, string, string, string, string, string];
    readonly materials: string;
    readonly labour: string;
    readonly rounding: string;
    readonly total: string;
  };
  /** The shopping list workbook: what to buy, rounded up to what a shop sells. */
  readonly shoppingList: {
    readonly title: string;
    readonly sheetName: string;
    readonly columns: readonly [string, string, string, string, string, string];
    readonly total: string;
    /**
     * What whole bags, trips and pieces buy beyond the bills' quantities, taken off on the way from
     * the shopping list's total to the bill's grand total.
     */
    readonly surplus: string;
  };
  /** The rate analysis appendix: how each work item's all-in rate is built up. */
  readonly analysis: {
    readonly title: string;
    readonly note: string;
    readonly materials: string;
    readonly labour: string;
    /** In place of the labour % for an item that is labour or a service already. */
    readonly labourFree: string;
    readonly total: string;
    readonly rate: string;
  };
  readonly name: string;
  readonly signature: string;
  readonly date: string;
  readonly pageOf: (page: number, pages: number) => string;
  /** The workbook's worksheets, named as a surveyor would tab them. */
  readonly sheetNames: {
    readonly cover: string;
    readonly bills: string;
    readonly summary: string;
    readonly schedule: string;
    readonly analysis: string;
  };
}

/** A percentage in running text, kept on one line with its sign (a no-break space). */
const percent = (value: number): string => `${value}\u00a0%`;

export const BILL_TEXT: Record<Language, BillText> = {
  en: {
    title: 'BILL OF QUANTITIES',
    project: 'Project',
    client: 'Client',
    location: 'Location',
    revision: 'Revision',
    issuedOn: 'Date of issue',
    preparedBy: 'Prepared by',
    checkedBy: 'Checked by',
    currency: 'Currency',
    reason: 'Reason for this revision',
    preamblesTitle: 'PREAMBLES',
    preambles: (facts) => [
      'Quantities are measured from the drawings and the take-off of this plan. They are printed to two decimals; items counted in pieces are rounded up to whole numbers, as they are bought whole.',
      'Wastage is in the quantities, not in the rates: the allowance of each class of material (cement, sand, blocks, timber and the like; fittings carry none) is added to the measured quantity.',
      `Rates are the catalogue prices of each item (materials, fittings, fees) in ${facts.currency}, as locked when its trade was completed and frozen with this revision when it was issued.`,
      facts.labourByKind === null
        ? 'Labour is priced as a percentage of the materials of each trade, shown at the end of each trade in the bills.'
        : `Labour is priced as a percentage of the materials of each trade, by kind of trade: builder's work ${percent(facts.labourByKind.builderWork)}, services ${percent(facts.labourByKind.services)}, fitted goods ${percent(facts.labourByKind.fittedGoods)}, fees ${percent(facts.labourByKind.fees)}. A trade priced at its own percentage shows it in ${facts.measured === true ? 'the rate analysis' : 'the bills'}.`,
      ...(facts.measured === true
        ? [
            'The bills are of measured work (SM, CM, LM, KG, No, Item) in the East African order, each item at an all-in rate: its materials and its share of the labour, built up in the rate analysis appendix. The all-in rate is the amount of the item divided by its printed quantity, printed with the decimals it needs for the printed quantity times the printed rate to give the printed amount. The schedule of materials and the rate analysis add up to the same total.',
          ]
        : []),
      facts.ratesIncludeVat
        ? `Rates are shop prices that include VAT at ${percent(facts.vatPercent)}: the VAT inside them is shown in the grand summary and is not added.`
        : `Rates exclude VAT: VAT at ${percent(facts.vatPercent)} is added in the grand summary on the bills and the contingency.`,
      `A contingency of ${percent(facts.contingencyPercent)} of the bills is added in the grand summary.`,
      "The amount of each item is the printed quantity times the printed rate, rounded to the whole unit of currency; the labour of a trade is its percentage of the trade's items, except items that are labour or a service already (excavation, planking, cart away, dewatering, fees, hire), which carry none. Each page is carried to the collection of its bill, each bill to the grand summary.",
      'Only trades with priced items are billed; a trade found not to apply to this house is printed in its bill as excluded, with the reason, and adds nothing.',
    ],
    bill: (number, title) => `BILL No. ${number}: ${title.toUpperCase()}`,
    columns: ['Item', 'Description', 'Unit', 'Qty', 'Rate', 'Amount'],
    labour: (percent, trade) => `Labour ${percent} % on ${trade}`,
    carriedToCollection: 'Carried to collection',
    excluded: (reason) => `Excluded: ${reason}`,
    continued: (trade) => `${trade} (continued)`,
    collection: (number) => `COLLECTION: BILL No. ${number}`,
    collectionPage: (page) => `Page ${page}`,
    carriedToSummary: (number) => `Total of Bill No. ${number} carried to grand summary`,
    grandSummary: 'GRAND SUMMARY',
    summaryBill: (number, title) => `Bill No. ${number}: ${title}`,
    subtotal: 'Subtotal',
    contingency: (percent) => `Contingency ${percent} %`,
    vatIncluded: (percent) => `VAT ${percent} % included in the rates`,
    vatAdded: (percent) => `VAT ${percent} %`,
    grandTotal: 'GRAND TOTAL',
    costPerSquareMetre: (area) => `Cost per m² of plinth area (${area} m²)`,
    rows: {
      labourOn: (trade) => `Labour on ${trade}`,
      contingency: 'Contingency',
      vatIncluded: 'VAT included in the rates',
      vatAdded: 'VAT',
      costPerSquareMetre: 'Cost per m² of plinth area',
    },
    schedule: {
      title: 'SCHEDULE OF MATERIALS',
      note: "Every material the bills use, its quantities (wastage included) added across the trades and priced once at its rate. With the trades' labour it adds up to the bills carried to the grand summary.",
      columns: ['No.', 'Material', 'Unit', 'Qty', 'Rate', 'Amount'],
      materials: 'Total of materials',
      labour: 'Labour, as priced in the bills',
      rounding: "Rounding of the bills' item amounts",
      total: 'Total of the bills (subtotal)',
    },
    shoppingList: {
      title: 'SHOPPING LIST',
      sheetName: 'Shopping list',
      columns: ['Material', 'Unit', 'Needed', 'Buy', 'Rate', 'Amount'],
      total: 'TOTAL',
      surplus: "Less: bought beyond the bills' quantities (whole bags, trips, pieces)",
    },
    analysis: {
      title: 'APPENDIX: RATE ANALYSIS',
      note: "How each measured work item's all-in rate is built up: the materials it takes, at the quantities and rates of the bills, and its share of the trade's labour; the rate is the total divided by the item's quantity.",
      materials: 'Materials',
      labour: 'Labour',
      labourFree: 'none: labour or a service already',
      total: 'Total',
      rate: 'All-in rate (total ÷ quantity)',
    },
    name: 'Name',
    signature: 'Signature',
    date: 'Date',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    sheetNames: {
      cover: 'Cover',
      bills: 'Bill of Quantities',
      summary: 'Grand summary',
      schedule: 'Schedule of materials',
      analysis: 'Rate analysis',
    },
  },
  sw: {
    title: 'JEDWALI LA GHARAMA (BOQ)',
    project: 'Mradi',
    client: 'Mteja',
    location: 'Mahali',
    revision: 'Toleo',
    issuedOn: 'Tarehe ya kutolewa',
    preparedBy: 'Imeandaliwa na',
    checkedBy: 'Imekaguliwa na',
    currency: 'Sarafu',
    reason: 'Sababu ya toleo hili',
    preamblesTitle: 'MAELEZO YA AWALI',
    preambles: (facts) => [
      'Kiasi kimepimwa kutoka kwenye michoro na vipimo vya ramani hii. Kimeandikwa kwa desimali mbili; vitu vinavyohesabiwa kwa vipande vimepandishwa hadi namba kamili, kwa kuwa hununuliwa vizima.',
      'Upotevu umo ndani ya kiasi, si ndani ya bei: kiwango cha kila aina ya kifaa (saruji, mchanga, matofali, mbao na kadhalika; viungio havina) kimeongezwa kwenye kiasi kilichopimwa.',
      `Bei ni za orodha ya bei kwa kila kipengele (vifaa, viungio, ada) kwa ${facts.currency}, kama zilivyofungwa fani yake ilipokamilishwa, na zimegandishwa pamoja na toleo hili lilipotolewa.`,
      facts.labourByKind === null
        ? 'Ufundi umewekwa kama asilimia ya vifaa vya kila fani, ukionyeshwa mwishoni mwa kila fani kwenye majedwali.'
        : `Ufundi umewekwa kama asilimia ya vifaa vya kila fani, kwa aina ya fani: kazi za ujenzi ${percent(facts.labourByKind.builderWork)}, huduma ${percent(facts.labourByKind.services)}, vifaa vya kufunga ${percent(facts.labourByKind.fittedGoods)}, ada ${percent(facts.labourByKind.fees)}. Fani yenye asilimia yake yenyewe inaionyesha kwenye ${facts.measured === true ? 'uchambuzi wa bei' : 'majedwali'}.`,
      ...(facts.measured === true
        ? [
            'Majedwali ni ya kazi zilizopimwa (SM, CM, LM, KG, No, Item) kwa mpangilio wa Afrika Mashariki, kila kazi kwa bei kamili: vifaa vyake na sehemu yake ya ufundi, kama inavyojengwa kwenye kiambatisho cha uchambuzi wa bei. Bei kamili ni jumla ya kazi ikigawanywa kwa kiasi chake kilichoandikwa, na huandikwa kwa desimali zinazohitajika ili kiasi kilichoandikwa mara bei iliyoandikwa kitoe jumla iliyoandikwa. Orodha ya vifaa na uchambuzi wa bei vinafikia jumla ileile.',
          ]
        : []),
      facts.ratesIncludeVat
        ? `Bei ni bei za dukani zenye VAT ya ${percent(facts.vatPercent)} ndani yake: VAT hiyo inaonyeshwa kwenye muhtasari mkuu na haiongezwi.`
        : `Bei hazina VAT: VAT ya ${percent(facts.vatPercent)} inaongezwa kwenye muhtasari mkuu juu ya majedwali na dharura.`,
      `Dharura ya ${percent(facts.contingencyPercent)} ya majedwali inaongezwa kwenye muhtasari mkuu.`,
      'Jumla ya kila kipengele ni kiasi kilichoandikwa mara bei iliyoandikwa, ikizungushwa hadi kizio kamili cha sarafu; ufundi wa fani ni asilimia yake ya vipengele vya fani hiyo, isipokuwa vipengele ambavyo ni ufundi au huduma tayari (uchimbaji, mbao za kuzuia udongo, kuondoa udongo, kutoa maji, ada, kukodi), ambavyo havina ufundi. Kila ukurasa unahamishiwa kwenye mkusanyiko wa jedwali lake, na kila jedwali kwenye muhtasari mkuu.',
      'Fani zenye vitu vilivyowekewa bei tu ndizo zimeorodheshwa; fani isiyohusu nyumba hii imeandikwa kwenye jedwali lake kama haijajumuishwa, pamoja na sababu, na haiongezi chochote.',
    ],
    bill: (number, title) => `JEDWALI Na. ${number}: ${title.toUpperCase()}`,
    columns: ['Kip.', 'Maelezo', 'Kizio', 'Kiasi', 'Bei', 'Jumla'],
    labour: (percent, trade) => `Ufundi ${percent} % kwa ${trade}`,
    carriedToCollection: 'Imehamishiwa kwenye mkusanyiko',
    excluded: (reason) => `Haijajumuishwa: ${reason}`,
    continued: (trade) => `${trade} (inaendelea)`,
    collection: (number) => `MKUSANYIKO: JEDWALI Na. ${number}`,
    collectionPage: (page) => `Ukurasa ${page}`,
    carriedToSummary: (number) => `Jumla ya Jedwali Na. ${number} kwenda muhtasari mkuu`,
    grandSummary: 'MUHTASARI MKUU',
    summaryBill: (number, title) => `Jedwali Na. ${number}: ${title}`,
    subtotal: 'Jumla ndogo',
    contingency: (percent) => `Dharura ${percent} %`,
    vatIncluded: (percent) => `VAT ${percent} % imo ndani ya bei`,
    vatAdded: (percent) => `VAT ${percent} %`,
    grandTotal: 'JUMLA KUU',
    costPerSquareMetre: (area) => `Gharama kwa m² ya eneo la sakafu (${area} m²)`,
    rows: {
      labourOn: (trade) => `Ufundi kwa ${trade}`,
      contingency: 'Dharura',
      vatIncluded: 'VAT imo ndani ya bei',
      vatAdded: 'VAT',
      costPerSquareMetre: 'Gharama kwa m² ya eneo la sakafu',
    },
    schedule: {
      title: 'ORODHA YA VIFAA',
      note: 'Kila kifaa kinachotumika kwenye majedwali, kiasi chake (upotevu umo ndani) kikijumlishwa kwa fani zote na kuwekewa bei mara moja kwa bei yake. Pamoja na ufundi wa fani, orodha hii inafikia jumla ya majedwali iliyohamishiwa kwenye muhtasari mkuu.',
      columns: ['Na.', 'Kifaa', 'Kizio', 'Kiasi', 'Bei', 'Jumla'],
      materials: 'Jumla ya vifaa',
      labour: 'Ufundi, kama kwenye majedwali',
      rounding: 'Uzungushaji wa vipengele vya majedwali',
      total: 'Jumla ya majedwali (jumla ndogo)',
    },
    shoppingList: {
      title: 'ORODHA YA MANUNUZI',
      sheetName: 'Orodha ya manunuzi',
      columns: ['Kifaa', 'Kizio', 'Kinachohitajika', 'Nunua', 'Bei', 'Jumla'],
      total: 'JUMLA',
      surplus: 'Toa: kilichonunuliwa zaidi ya kiasi cha majedwali (mifuko, safari, vipande kamili)',
    },
    analysis: {
      title: 'KIAMBATISHO: UCHAMBUZI WA BEI',
      note: 'Jinsi bei kamili ya kila kazi iliyopimwa inavyojengwa: vifaa inavyohitaji, kwa kiasi na bei za majedwali, na sehemu yake ya ufundi wa fani yake; bei ni jumla ikigawanywa kwa kiasi cha kazi hiyo.',
      materials: 'Vifaa',
      labour: 'Ufundi',
      labourFree: 'hakuna: ni ufundi au huduma tayari',
      total: 'Jumla',
      rate: 'Bei kamili (jumla ÷ kiasi)',
    },
    name: 'Jina',
    signature: 'Sahihi',
    date: 'Tarehe',
    pageOf: (page, pages) => `Ukurasa ${page} kati ya ${pages}`,
    sheetNames: {
      cover: 'Jalada',
      bills: 'BOQ',
      summary: 'Muhtasari mkuu',
      schedule: 'Orodha ya vifaa',
      analysis: 'Uchambuzi wa bei',
    },
  },
};

/**
 * A line's unit as the bill prints it in `lang`: "bag" reads "mfuko" and "month" "mwezi" in a
 * Swahili bill, from the domain's one unit map (unit-names.ts). Symbols (m, m2, m3, kg, L), named
 * alike in both languages, and the surveyor's unit codes of work items (SM, CM, LM, No, Item) print
 * as the catalogue writes them, in either language.
 */
export function printedUnit(unit: string, lang: Language): string {
  if (lang === 'en' || !isUnitCode(unit)) return unit;
  const swahili = UNIT_NAMES.sw[unit].name;
  return swahili === UNIT_NAMES.en[unit].name ? unit : swahili;
}
