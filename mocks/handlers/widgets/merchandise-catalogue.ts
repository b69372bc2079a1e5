// The merchandise catalogue the mocks answer with: one channel per storefront brand, each with its articles and
// their extras. Read-only reference data (the same for every persona and volume), so it is not in the database.
import registry from '../../../src/brands/brand-registry.json'

export interface ExtraOption {
  __typename: 'ExtraOption'
  id: string
  title: string
}

export interface Extra {
  __typename: 'Extra'
  id: string
  options: ExtraOption[]
}

/** The extras an article can have, by their GraphQL field name; every field is there, null when not offered. */
export const extraNames = [
  'border',
  'coverText',
  'coverType',
  'extraPages',
  'floatingFrame',
  'glossy',
  'imageEnhancement',
  'layFlat',
  'linnen',
  'paper',
  'planksOrientation',
  'premiumLayFlat',
  'printSize',
  'toggles',
  'voucherDiscount',
  'woodFinishing',
  'wrappers',
  'prebuiltPosterFrame',
  'boxFrame',
  'posterFrame',
  'passepartout',
  'hangingKit',
] as const
export type ExtraName = (typeof extraNames)[number]

export type ArticleExtras = { __typename: 'ArticleExtras' } & Record<ExtraName, Extra | null>

export type ArticleType =
  | 'HardcoverPhotoBook'
  | 'SoftcoverPhotoBook'
  | 'LayFlatPhotoBook'
  | 'Print'
  | 'Poster'
  | 'Canvas'
  | 'Aluminium'
  | 'WoodPrint'
  | 'FramedPrint'
  | 'Calendar'
  | 'GreetingCard'

export const photoBookArticleTypes: readonly ArticleType[] = [
  'HardcoverPhotoBook',
  'SoftcoverPhotoBook',
  'LayFlatPhotoBook',
]

export interface ArticleLink {
  __typename: 'Link'
  href: string
  rel: string
}

export interface Article {
  __typename: 'Article'
  id: string
  articleType: ArticleType
  title: string
  /** Millimetres. */
  pageHeight: number
  /** Millimetres. */
  pageWidth: number
  visible: boolean
  links: ArticleLink[]
  extras: ArticleExtras
}

export interface Channel {
  __typename: 'Channel'
  id: string
  vendorId: string
  locale: string
  shopUrl: string
  currencyId: string
  articles: Article[]
}

function extra(id: string, options: [string, string][]): Extra {
  return {
    __typename: 'Extra',
    id,
    options: options.map(([optionId, title]) => ({ __typename: 'ExtraOption', id: optionId, title })),
  }
}

const extras = {
  border: extra('BORDER', [
    ['NONE', 'No border'],
    ['WHITE', 'White border'],
  ]),
  coverText: extra('COVER_TEXT', [
    ['NONE', 'No cover text'],
    ['SPINE', 'Text on the spine'],
    ['FRONT_AND_SPINE', 'Text on the front and the spine'],
  ]),
  coverType: extra('COVER_TYPE', [
    ['PHOTO_MATTE', 'Photo cover, matte'],
    ['PHOTO_GLOSSY', 'Photo cover, glossy'],
    ['LINEN', 'Linen cover'],
    ['LEATHERETTE', 'Leatherette cover'],
  ]),
  extraPages: extra('EXTRA_PAGES', [
    ['PAGES_0', 'No extra pages'],
    ['PAGES_10', '10 extra pages'],
    ['PAGES_20', '20 extra pages'],
    ['PAGES_40', '40 extra pages'],
  ]),
  floatingFrame: extra('FLOATING_FRAME', [
    ['NONE', 'No frame'],
    ['BLACK', 'Black floating frame'],
    ['WHITE', 'White floating frame'],
    ['OAK', 'Oak floating frame'],
  ]),
  glossy: extra('GLOSSY', [
    ['MATTE', 'Matte'],
    ['GLOSSY', 'Glossy'],
  ]),
  imageEnhancement: extra('IMAGE_ENHANCEMENT', [
    ['OFF', 'No enhancement'],
    ['AUTO', 'Automatic image enhancement'],
  ]),
  layFlat: extra('LAY_FLAT', [
    ['OFF', 'Standard binding'],
    ['ON', 'Lay-flat binding'],
  ]),
  linnen: extra('LINNEN', [
    ['NONE', 'No linen'],
    ['GREY', 'Grey linen'],
    ['NAVY', 'Navy linen'],
    ['SAND', 'Sand linen'],
  ]),
  bookPaper: extra('PAPER', [
    ['STANDARD', 'Standard paper, 170 g'],
    ['PREMIUM_MATTE', 'Premium matte paper, 250 g'],
    ['PHOTO', 'Real photo paper'],
  ]),
  printPaper: extra('PAPER', [
    ['LUSTRE', 'Lustre photo paper'],
    ['PEARL', 'Pearl photo paper'],
  ]),
  posterPaper: extra('PAPER', [
    ['SATIN', 'Satin poster paper, 200 g'],
    ['FINE_ART', 'Fine art paper, 300 g'],
  ]),
  calendarPaper: extra('PAPER', [
    ['STANDARD', 'Standard paper, 200 g'],
    ['PREMIUM', 'Premium paper, 300 g'],
  ]),
  cardPaper: extra('PAPER', [
    ['SILK', 'Silk card, 300 g'],
    ['RECYCLED', 'Recycled card, 350 g'],
  ]),
  planksOrientation: extra('PLANKS_ORIENTATION', [
    ['HORIZONTAL', 'Horizontal planks'],
    ['VERTICAL', 'Vertical planks'],
  ]),
  premiumLayFlat: extra('PREMIUM_LAY_FLAT', [
    ['OFF', 'Standard pages'],
    ['ON', 'Premium lay-flat pages'],
  ]),
  printSize: extra('PRINT_SIZE', [
    ['PS_9X13', '9 x 13 cm'],
    ['PS_10X15', '10 x 15 cm'],
    ['PS_13X18', '13 x 18 cm'],
    ['PS_15X20', '15 x 20 cm'],
    ['PS_20X30', '20 x 30 cm'],
  ]),
  squarePrintSize: extra('PRINT_SIZE', [
    ['PS_10X10', '10 x 10 cm'],
    ['PS_13X13', '13 x 13 cm'],
    ['PS_20X20', '20 x 20 cm'],
  ]),
  retroPrintSize: extra('PRINT_SIZE', [
    ['PS_RETRO_S', '7.5 x 9 cm'],
    ['PS_RETRO_L', '10 x 12 cm'],
  ]),
  toggles: extra('TOGGLES', [
    ['GIFT_WRAP', 'Gift wrapping'],
    ['EXPRESS', 'Express production'],
  ]),
  voucherDiscount: extra('VOUCHER_DISCOUNT', [
    ['NONE', 'No voucher'],
    ['VOUCHER', 'Redeem a voucher'],
  ]),
  woodFinishing: extra('WOOD_FINISHING', [
    ['NATURAL', 'Natural wood'],
    ['WHITEWASH', 'Whitewashed wood'],
    ['DARK_OAK', 'Dark oak'],
  ]),
  wrappers: extra('WRAPPERS', [
    ['MIRRORED', 'Mirrored edges'],
    ['WHITE', 'White edges'],
    ['BLACK', 'Black edges'],
    ['WRAPPED', 'Image wrapped around the edges'],
  ]),
  prebuiltPosterFrame: extra('PREBUILT_POSTER_FRAME', [
    ['NONE', 'No frame'],
    ['BLACK_ALUMINIUM', 'Black aluminium frame'],
    ['WHITE_WOOD', 'White wooden frame'],
    ['OAK', 'Oak frame'],
  ]),
  boxFrame: extra('BOX_FRAME', [
    ['BLACK', 'Black box frame'],
    ['WHITE', 'White box frame'],
    ['OAK', 'Oak box frame'],
  ]),
  posterFrame: extra('POSTER_FRAME', [
    ['NONE', 'No poster hanger'],
    ['HANGER_OAK', 'Oak poster hanger'],
    ['HANGER_BLACK', 'Black poster hanger'],
  ]),
  passepartout: extra('PASSEPARTOUT', [
    ['NONE', 'No mount'],
    ['WHITE', 'White mount'],
    ['OFF_WHITE', 'Off-white mount'],
  ]),
  hangingKit: extra('HANGING_KIT', [
    ['NONE', 'No hanging kit'],
    ['STANDARD', 'Hanging kit'],
    ['INVISIBLE', 'Invisible hanging system'],
  ]),
}

type Language = 'en' | 'nl' | 'de' | 'fr' | 'it' | 'es' | 'pt' | 'da' | 'nb' | 'sv'

interface ArticleDefinition {
  id: string
  articleType: ArticleType
  slug: string
  /** Height and width in millimetres. */
  size: [number, number]
  visible: boolean
  extras: Partial<Record<ExtraName, Extra>>
  /** Brand families that do not sell it. */
  notSoldBy?: string[]
  titles: Record<Language, string>
}

const bookExtras = {
  coverText: extras.coverText,
  extraPages: extras.extraPages,
  paper: extras.bookPaper,
  glossy: extras.glossy,
  imageEnhancement: extras.imageEnhancement,
  voucherDiscount: extras.voucherDiscount,
}

const articleDefinitions: ArticleDefinition[] = [
  {
    id: 'PAP_101',
    articleType: 'HardcoverPhotoBook',
    slug: 'photo-books/hardcover-a4-landscape',
    size: [210, 297],
    visible: true,
    extras: {
      ...bookExtras,
      coverType: extras.coverType,
      layFlat: extras.layFlat,
      premiumLayFlat: extras.premiumLayFlat,
      toggles: extras.toggles,
    },
    titles: {
      en: 'Hardcover photo book A4 landscape',
      nl: 'Fotoboek hardcover A4 liggend',
      de: 'Fotobuch Hardcover A4 quer',
      fr: 'Livre photo couverture rigide A4 paysage',
      it: 'Fotolibro copertina rigida A4 orizzontale',
      es: 'Fotolibro tapa dura A4 horizontal',
      pt: 'Fotolivro capa dura A4 horizontal',
      da: 'Fotobog hardcover A4 liggende',
      nb: 'Fotobok innbundet A4 liggende',
      sv: 'Fotobok hårt omslag A4 liggande',
    },
  },
  {
    id: 'PAP_102',
    articleType: 'HardcoverPhotoBook',
    slug: 'photo-books/hardcover-30x30',
    size: [300, 300],
    visible: true,
    extras: {
      ...bookExtras,
      coverType: extras.coverType,
      linnen: extras.linnen,
      layFlat: extras.layFlat,
      premiumLayFlat: extras.premiumLayFlat,
      toggles: extras.toggles,
    },
    titles: {
      en: 'Hardcover photo book 30x30 square',
      nl: 'Fotoboek hardcover 30x30 vierkant',
      de: 'Fotobuch Hardcover 30x30 quadratisch',
      fr: 'Livre photo couverture rigide 30x30 carré',
      it: 'Fotolibro copertina rigida 30x30 quadrato',
      es: 'Fotolibro tapa dura 30x30 cuadrado',
      pt: 'Fotolivro capa dura 30x30 quadrado',
      da: 'Fotobog hardcover 30x30 kvadratisk',
      nb: 'Fotobok innbundet 30x30 kvadratisk',
      sv: 'Fotobok hårt omslag 30x30 kvadratisk',
    },
  },
  {
    id: 'PAP_103',
    articleType: 'SoftcoverPhotoBook',
    slug: 'photo-books/softcover-a5-portrait',
    size: [210, 148],
    visible: true,
    extras: bookExtras,
    titles: {
      en: 'Softcover photo book A5 portrait',
      nl: 'Fotoboek softcover A5 staand',
      de: 'Fotobuch Softcover A5 hoch',
      fr: 'Livre photo couverture souple A5 portrait',
      it: 'Fotolibro copertina morbida A5 verticale',
      es: 'Fotolibro tapa blanda A5 vertical',
      pt: 'Fotolivro capa mole A5 vertical',
      da: 'Fotobog softcover A5 stående',
      nb: 'Fotobok myk perm A5 stående',
      sv: 'Fotobok mjukt omslag A5 stående',
    },
  },
  {
    id: 'PAP_104',
    articleType: 'LayFlatPhotoBook',
    slug: 'photo-books/lay-flat-xl-landscape',
    size: [300, 400],
    visible: true,
    notSoldBy: ['snapshelf'],
    extras: {
      coverType: extras.coverType,
      coverText: extras.coverText,
      linnen: extras.linnen,
      premiumLayFlat: extras.premiumLayFlat,
      extraPages: extras.extraPages,
      paper: extras.bookPaper,
      imageEnhancement: extras.imageEnhancement,
      voucherDiscount: extras.voucherDiscount,
      toggles: extras.toggles,
    },
    titles: {
      en: 'Lay-flat photo book XL landscape',
      nl: 'Layflat fotoboek XL liggend',
      de: 'Layflat-Fotobuch XL quer',
      fr: 'Livre photo à plat XL paysage',
      it: 'Fotolibro layflat XL orizzontale',
      es: 'Fotolibro layflat XL horizontal',
      pt: 'Fotolivro layflat XL horizontal',
      da: 'Layflat fotobog XL liggende',
      nb: 'Layflat fotobok XL liggende',
      sv: 'Layflat fotobok XL liggande',
    },
  },
  {
    id: 'PAP_910',
    articleType: 'Print',
    slug: 'photo-prints',
    size: [102, 152],
    visible: true,
    extras: {
      printSize: extras.printSize,
      glossy: extras.glossy,
      border: extras.border,
      imageEnhancement: extras.imageEnhancement,
      paper: extras.printPaper,
    },
    titles: {
      en: 'Photo prints',
      nl: 'Fotoafdrukken',
      de: 'Fotoabzüge',
      fr: 'Tirages photo',
      it: 'Stampe foto',
      es: 'Copias fotográficas',
      pt: 'Impressões fotográficas',
      da: 'Fotoaftryk',
      nb: 'Fotoutskrifter',
      sv: 'Fotokopior',
    },
  },
  {
    id: 'PAP_911',
    articleType: 'Print',
    slug: 'photo-prints/square',
    size: [130, 130],
    visible: true,
    extras: {
      printSize: extras.squarePrintSize,
      glossy: extras.glossy,
      border: extras.border,
      imageEnhancement: extras.imageEnhancement,
    },
    titles: {
      en: 'Square photo prints',
      nl: 'Vierkante fotoafdrukken',
      de: 'Quadratische Fotoabzüge',
      fr: 'Tirages photo carrés',
      it: 'Stampe foto quadrate',
      es: 'Copias fotográficas cuadradas',
      pt: 'Impressões fotográficas quadradas',
      da: 'Kvadratiske fotoaftryk',
      nb: 'Kvadratiske fotoutskrifter',
      sv: 'Kvadratiska fotokopior',
    },
  },
  {
    id: 'PAP_905',
    articleType: 'Print',
    slug: 'photo-prints/retro',
    size: [89, 102],
    // Discontinued: still in the catalogue for reorders, not offered in the shop.
    visible: false,
    extras: { printSize: extras.retroPrintSize, glossy: extras.glossy, border: extras.border },
    titles: {
      en: 'Retro prints',
      nl: 'Retro-afdrukken',
      de: 'Retro-Abzüge',
      fr: 'Tirages rétro',
      it: 'Stampe retrò',
      es: 'Copias retro',
      pt: 'Impressões retro',
      da: 'Retroaftryk',
      nb: 'Retroutskrifter',
      sv: 'Retrokopior',
    },
  },
  {
    id: 'PAP_920',
    articleType: 'Poster',
    slug: 'wall-decor/posters',
    size: [700, 500],
    visible: true,
    extras: {
      paper: extras.posterPaper,
      glossy: extras.glossy,
      posterFrame: extras.posterFrame,
      prebuiltPosterFrame: extras.prebuiltPosterFrame,
      passepartout: extras.passepartout,
      hangingKit: extras.hangingKit,
    },
    titles: {
      en: 'Poster',
      nl: 'Poster',
      de: 'Poster',
      fr: 'Poster',
      it: 'Poster',
      es: 'Póster',
      pt: 'Poster',
      da: 'Plakat',
      nb: 'Plakat',
      sv: 'Poster',
    },
  },
  {
    id: 'PAP_930',
    articleType: 'Canvas',
    slug: 'wall-decor/canvas',
    size: [400, 600],
    visible: true,
    extras: {
      wrappers: extras.wrappers,
      floatingFrame: extras.floatingFrame,
      hangingKit: extras.hangingKit,
      imageEnhancement: extras.imageEnhancement,
    },
    titles: {
      en: 'Canvas print',
      nl: 'Foto op canvas',
      de: 'Leinwandbild',
      fr: 'Toile photo',
      it: 'Stampa su tela',
      es: 'Lienzo fotográfico',
      pt: 'Tela fotográfica',
      da: 'Lærredstryk',
      nb: 'Lerretsbilde',
      sv: 'Canvastavla',
    },
  },
  {
    id: 'PAP_940',
    articleType: 'Aluminium',
    slug: 'wall-decor/aluminium',
    size: [400, 600],
    visible: true,
    notSoldBy: ['fotoluz'],
    extras: { glossy: extras.glossy, hangingKit: extras.hangingKit },
    titles: {
      en: 'Photo on aluminium',
      nl: 'Foto op aluminium',
      de: 'Foto auf Aluminium',
      fr: 'Photo sur aluminium',
      it: 'Foto su alluminio',
      es: 'Foto en aluminio',
      pt: 'Foto em alumínio',
      da: 'Foto på aluminium',
      nb: 'Foto på aluminium',
      sv: 'Foto på aluminium',
    },
  },
  {
    id: 'PAP_950',
    articleType: 'WoodPrint',
    slug: 'wall-decor/wooden-planks',
    size: [400, 600],
    visible: true,
    notSoldBy: ['snapshelf', 'fotoluz', 'lumiere'],
    extras: {
      planksOrientation: extras.planksOrientation,
      woodFinishing: extras.woodFinishing,
      hangingKit: extras.hangingKit,
    },
    titles: {
      en: 'Photo on wooden planks',
      nl: 'Foto op houten planken',
      de: 'Foto auf Holzplanken',
      fr: 'Photo sur planches de bois',
      it: 'Foto su assi di legno',
      es: 'Foto en tablones de madera',
      pt: 'Foto em tábuas de madeira',
      da: 'Foto på træplanker',
      nb: 'Foto på treplanker',
      sv: 'Foto på träplankor',
    },
  },
  {
    id: 'PAP_960',
    articleType: 'FramedPrint',
    slug: 'wall-decor/box-frames',
    size: [300, 300],
    visible: true,
    notSoldBy: ['snapshelf'],
    extras: { boxFrame: extras.boxFrame, passepartout: extras.passepartout, hangingKit: extras.hangingKit },
    titles: {
      en: 'Framed photo in a box frame',
      nl: 'Ingelijste foto in baklijst',
      de: 'Gerahmtes Foto im Objektrahmen',
      fr: 'Photo encadrée en caisse américaine',
      it: 'Foto incorniciata a cassetta',
      es: 'Foto enmarcada en marco caja',
      pt: 'Foto emoldurada em moldura caixa',
      da: 'Indrammet foto i boksramme',
      nb: 'Innrammet foto i boksramme',
      sv: 'Inramat foto i boxram',
    },
  },
  {
    id: 'PAP_970',
    articleType: 'Calendar',
    slug: 'calendars/wall-a3',
    size: [420, 297],
    visible: true,
    extras: {
      paper: extras.calendarPaper,
      glossy: extras.glossy,
      toggles: extras.toggles,
      voucherDiscount: extras.voucherDiscount,
    },
    titles: {
      en: 'Wall calendar A3',
      nl: 'Wandkalender A3',
      de: 'Wandkalender A3',
      fr: 'Calendrier mural A3',
      it: 'Calendario da parete A3',
      es: 'Calendario de pared A3',
      pt: 'Calendário de parede A3',
      da: 'Vægkalender A3',
      nb: 'Veggkalender A3',
      sv: 'Väggkalender A3',
    },
  },
  {
    id: 'PAP_980',
    articleType: 'GreetingCard',
    slug: 'cards/folded',
    size: [148, 105],
    visible: true,
    notSoldBy: ['scattomio'],
    extras: {
      paper: extras.cardPaper,
      glossy: extras.glossy,
      toggles: extras.toggles,
      voucherDiscount: extras.voucherDiscount,
    },
    titles: {
      en: 'Folded greeting cards',
      nl: 'Gevouwen wenskaarten',
      de: 'Klappkarten',
      fr: 'Cartes de vœux pliées',
      it: "Biglietti d'auguri piegati",
      es: 'Tarjetas de felicitación plegadas',
      pt: 'Cartões de felicitações dobrados',
      da: 'Foldede lykønskningskort',
      nb: 'Brettede gratulasjonskort',
      sv: 'Vikta gratulationskort',
    },
  },
]

const currencies: Record<string, string> = { GB: 'GBP', SE: 'SEK', NO: 'NOK', DK: 'DKK' }

interface RegistryBrand {
  id: string
  country: string
  locale: string
  cookieDomain: string
  internalAlias?: string
}

/** A brand family's vendor id: the family part of its brand ids (printbloom-gb → printbloom). */
function vendorOf(brand: RegistryBrand): string {
  return brand.id.split('-')[0]!
}

function languageOf(locale: string): Language {
  const language = locale.split('-')[0] as Language
  return language in articleDefinitions[0]!.titles ? language : 'en'
}

function articleFor(definition: ArticleDefinition, shopUrl: string, language: Language): Article {
  const articleExtras = Object.fromEntries(
    extraNames.map((name) => [name, definition.extras[name] ?? null]),
  ) as Record<ExtraName, Extra | null>
  return {
    __typename: 'Article',
    id: definition.id,
    articleType: definition.articleType,
    title: definition.titles[language],
    pageHeight: definition.size[0],
    pageWidth: definition.size[1],
    visible: definition.visible,
    links: [
      { __typename: 'Link', rel: 'self', href: `${shopUrl}/${definition.slug}` },
      { __typename: 'Link', rel: 'editor', href: `${shopUrl}/editor?articleId=${definition.id}` },
    ],
    extras: { __typename: 'ArticleExtras', ...articleExtras },
  }
}

/** One channel per storefront brand, keyed as backing services know it (the internal alias where there is one). */
export const channels: readonly Channel[] = (registry.brands as RegistryBrand[]).map((brand) => {
  const vendorId = vendorOf(brand)
  const shopUrl = `https://www.${brand.cookieDomain}`
  return {
    __typename: 'Channel',
    id: brand.internalAlias ?? brand.id,
    vendorId,
    locale: brand.locale,
    shopUrl,
    currencyId: currencies[brand.country] ?? 'EUR',
    articles: articleDefinitions
      .filter((definition) => !definition.notSoldBy?.includes(vendorId))
      .map((definition) => articleFor(definition, shopUrl, languageOf(brand.locale))),
  }
})

export function findChannel(id: string): Channel | undefined {
  return channels.find((channel) => channel.id === id)
}

/** The vendors (brand families) there are channels for. */
export const vendorIds: readonly string[] = [...new Set(channels.map((channel) => channel.vendorId))]

/** A vendor's shop: the URL of its first channel. */
export function shopUrlOfVendor(vendorId: string): string | undefined {
  return channels.find((channel) => channel.vendorId === vendorId)?.shopUrl
}
