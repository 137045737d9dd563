/**
 * What the sandbox's fictional businesses look like, per kind of business: which query words find
 * them, how many there are per 1,000 residents, how many list no website, and how they are named.
 * Densities are rough real-world orders of magnitude (a restaurant per ~400 residents, a dentist per
 * ~2,000), so a big city is dense and a small town is not, as with Google.
 */
export interface BusinessKind {
  key: string
  /** Google's primary type for it. */
  type: string
  words: string[]
  perThousand: number
  /** Share that lists no website. */
  noWebsite: number
  names: ((p: NameParts) => string)[]
}

export interface NameParts {
  surname: string
  first: string
  street: string
  city: string
  adjective: string
  query: string
}

export const SURNAMES = [
  "Anderson", "Baker", "Bennett", "Brooks", "Carter", "Chen", "Clark", "Collins", "Cooper", "Davis", "Diaz",
  "Edwards", "Evans", "Fisher", "Foster", "Garcia", "Gonzalez", "Gray", "Green", "Hall", "Harris", "Hayes",
  "Hughes", "Jackson", "James", "Jenkins", "Johnson", "Kelly", "Kim", "King", "Lee", "Lewis", "Lopez", "Martin",
  "Martinez", "Miller", "Mitchell", "Moore", "Morgan", "Murphy", "Nguyen", "Nelson", "Ortiz", "Parker", "Patel",
  "Perez", "Peterson", "Phillips", "Price", "Reed", "Reyes", "Rivera", "Roberts", "Robinson", "Rogers", "Ross",
  "Russo", "Sanders", "Scott", "Shah", "Singh", "Stewart", "Sullivan", "Taylor", "Thomas", "Thompson", "Torres",
  "Turner", "Walker", "Ward", "Watson", "White", "Williams", "Wilson", "Wood", "Wright", "Young",
] // prettier-ignore
export const FIRST_NAMES = [
  "Alex", "Ana", "Ben", "Carla", "Dan", "Elena", "Frank", "Grace", "Hank", "Iris", "Jack", "Julia", "Kevin",
  "Laura", "Marco", "Maya", "Nick", "Olga", "Paul", "Rosa", "Sam", "Tina", "Victor", "Wendy",
] // prettier-ignore
export const STREETS = [
  "Main", "Oak", "Maple", "Cedar", "Pine", "Elm", "Lake", "Hill", "Park", "Washington", "Lincoln", "Jefferson",
  "Madison", "Franklin", "Division", "Market", "Church", "Spring", "River", "Center", "Broadway", "Jackson",
  "Walnut", "Chestnut", "Highland", "Fulton", "Monroe", "Michigan", "Plainfield", "Cherry", "Wealthy", "Grove",
] // prettier-ignore
export const STREET_SUFFIXES = ["St", "Ave", "Rd", "Blvd", "Dr", "Ln", "Way", "Ct"]
export const ADJECTIVES = [
  "Golden", "Blue", "Red", "Green", "Silver", "Sunny", "Northside", "Southside", "Eastside", "Westside",
  "Downtown", "Uptown", "Old Town", "Riverside", "Lakeside", "Hometown", "Premier", "Reliable", "Friendly",
  "Classic", "Modern", "Family", "Neighborhood", "Heritage",
] // prettier-ignore

const title = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase())

export const BUSINESS_KINDS: BusinessKind[] = [
  {
    key: "restaurant",
    type: "restaurant",
    words: ["restaurant", "diner", "food", "dining", "pizza", "cafe", "grill", "bistro", "eatery", "bar"],
    perThousand: 2.5,
    noWebsite: 0.25,
    names: [
      (p) => `${p.surname}'s Diner`,
      (p) => `${p.adjective} Dragon Kitchen`,
      (p) => `${p.street} Street Grill`,
      (p) => `Trattoria ${p.surname}`,
      (p) => `${p.first}'s Pizzeria`,
      (p) => `The ${p.adjective} Spoon`,
      (p) => `${p.city} Taqueria`,
      (p) => `${p.adjective} Bistro`,
      (p) => `${p.surname} Family Restaurant`,
      (p) => `${p.street} Cafe`,
    ],
  },
  {
    key: "dentist",
    type: "dentist",
    words: ["dentist", "dental", "orthodont"],
    perThousand: 0.5,
    noWebsite: 0.15,
    names: [
      (p) => `${p.surname} Family Dentistry`,
      (p) => `${p.city} Dental Care`,
      (p) => `Dr. ${p.first} ${p.surname}, DDS`,
      (p) => `${p.adjective} Smiles Dental`,
      (p) => `${p.street} Dental Group`,
    ],
  },
  {
    key: "auto",
    type: "car_repair",
    words: ["auto", "car", "mechanic", "tire", "automotive", "collision", "brake", "oil change"],
    perThousand: 0.7,
    noWebsite: 0.35,
    names: [
      (p) => `${p.surname} Auto Repair`,
      (p) => `${p.street} Street Garage`,
      (p) => `${p.adjective} Tire & Brake`,
      (p) => `${p.first}'s Auto Service`,
      (p) => `${p.city} Collision Center`,
    ],
  },
  {
    key: "salon",
    type: "hair_salon",
    words: ["salon", "hair", "beauty", "barber", "nail", "spa", "personal care"],
    perThousand: 0.9,
    noWebsite: 0.4,
    names: [
      (p) => `${p.first}'s Hair Studio`,
      (p) => `${p.adjective} Cuts Barbershop`,
      (p) => `Salon ${p.surname}`,
      (p) => `${p.street} Nail Spa`,
      (p) => `${p.adjective} Beauty Bar`,
    ],
  },
  {
    key: "home",
    type: "plumber",
    words: ["plumb", "hvac", "electric", "contractor", "roof", "home", "property", "handyman", "landscap"],
    perThousand: 0.5,
    noWebsite: 0.35,
    names: [
      (p) => `${p.surname} Plumbing & Heating`,
      (p) => `${p.adjective} Home Services`,
      (p) => `${p.first}'s Handyman Co.`,
      (p) => `${p.city} Roofing`,
      (p) => `${p.surname} Electric`,
    ],
  },
  {
    key: "convenience",
    type: "convenience_store",
    words: ["convenience", "store", "retail", "shop", "market", "grocery", "boutique"],
    perThousand: 0.7,
    noWebsite: 0.45,
    names: [
      (p) => `${p.street} Street Market`,
      (p) => `${p.adjective} Corner Store`,
      (p) => `${p.surname}'s Quick Stop`,
      (p) => `${p.city} Mini Mart`,
      (p) => `${p.first}'s General Store`,
    ],
  },
  {
    key: "wellness",
    type: "chiropractor",
    words: ["chiropract", "wellness", "health", "clinic", "therapy", "physio", "gym", "fitness", "massage"],
    perThousand: 0.35,
    noWebsite: 0.2,
    names: [
      (p) => `${p.surname} Chiropractic`,
      (p) => `${p.adjective} Wellness Center`,
      (p) => `${p.city} Physical Therapy`,
      (p) => `${p.street} Massage Studio`,
    ],
  },
  {
    key: "professional",
    type: "accounting",
    words: ["account", "tax", "lawyer", "attorney", "insurance", "professional", "consult", "bookkeep"],
    perThousand: 0.6,
    noWebsite: 0.2,
    names: [
      (p) => `${p.surname} & ${p.first} CPAs`,
      (p) => `${p.adjective} Tax Services`,
      (p) => `${p.surname} Law Office`,
      (p) => `${p.city} Insurance Agency`,
      (p) => `${p.surname} Bookkeeping`,
    ],
  },
  {
    key: "specialty",
    type: "locksmith",
    words: ["locksmith", "pest", "cleaning", "moving", "specialty", "pet", "groom", "tailor", "repair"],
    perThousand: 0.25,
    noWebsite: 0.4,
    names: [
      (p) => `${p.adjective} Lock & Key`,
      (p) => `${p.surname} Pest Control`,
      (p) => `${p.first}'s Pet Grooming`,
      (p) => `${p.city} Movers`,
      (p) => `${p.surname} Tailoring`,
    ],
  },
]

/** Any other query: a generic kind named after the query's own words. */
export const genericKind = (query: string): BusinessKind => ({
  key: `q-${query.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
  type: "establishment",
  words: [],
  perThousand: 0.3,
  noWebsite: 0.3,
  names: [
    (p) => `${p.surname} ${title(p.query)}`,
    (p) => `${p.adjective} ${title(p.query)}`,
    (p) => `${p.city} ${title(p.query)}`,
  ],
})

export function kindOf(query: string): BusinessKind {
  const q = query.toLowerCase()
  return BUSINESS_KINDS.find((k) => k.words.some((w) => q.includes(w))) ?? genericKind(q.trim() || "business")
}

/**
 * Area codes the fictional numbers use (all real US area codes, so every number reads as a US
 * number), always with the 555-0100..0199 lines reserved for fiction: 100 numbers per area code,
 * as many area codes as a city needs.
 */
export const AREA_CODES = [
  201, 202, 203, 205, 206, 207, 208, 209, 210, 212, 213, 214, 215, 216, 217, 218, 219, 224, 225, 228, 229, 231,
  234, 239, 240, 248, 251, 252, 253, 254, 256, 260, 262, 267, 269, 270, 272, 276, 281, 301, 302, 303, 304, 305,
  307, 308, 309, 310, 312, 313, 314, 315, 316, 317, 318, 319, 320, 321, 323, 325, 330, 331, 334, 336, 337, 339,
  346, 347, 351, 352, 360, 361, 385, 386, 401, 402, 404, 405, 406, 407, 408, 409, 410, 412, 413, 414, 415, 417,
  419, 423, 424, 425, 430, 432, 434, 435, 440, 442, 443, 458, 469, 470, 475, 478, 479, 480, 484, 501, 502, 503,
  504, 505, 507, 508, 509, 510, 512, 513, 515, 516, 517, 518, 520, 530, 531, 534, 539, 540, 541, 551, 559, 561,
  562, 563, 567, 570, 571, 573, 574, 575, 580, 585, 586, 601, 602, 603, 605, 606, 607, 608, 609, 610, 612, 614,
  615, 616, 617, 618, 619, 620, 623, 626, 628, 629, 630, 631, 636, 641, 646, 650, 651, 657, 660, 661, 662, 667,
  669, 678, 681, 682, 701, 702, 703, 704, 706, 707, 708, 712, 713, 714, 715, 716, 717, 718, 719, 720, 724, 725,
  727, 731, 732, 734, 737, 740, 743, 747, 754, 757, 760, 762, 763, 765, 769, 770, 772, 773, 774, 775, 779, 781,
  785, 786, 801, 802, 803, 804, 805, 806, 808, 810, 812, 813, 814, 815, 816, 817, 818, 828, 830, 831, 832, 843,
  845, 847, 848, 850, 856, 857, 858, 859, 860, 862, 863, 864, 865, 870, 872, 878, 901, 903, 904, 906, 907, 908,
  909, 910, 912, 913, 914, 915, 916, 917, 918, 919, 920, 925, 928, 929, 931, 936, 937, 938, 940, 941, 947, 949,
  951, 952, 954, 956, 959, 970, 971, 972, 973, 978, 979, 980, 984, 985, 989,
] // prettier-ignore
