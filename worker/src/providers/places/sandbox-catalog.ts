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
  /** Other kinds whose places this kind's searches also answer: `share` of them, the same ones always. */
  alsoFinds?: { kind: string; share: number }[]
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

/** Name templates: "{surname} Plumbing" with the parts filled in. */
const named = (...templates: string[]) =>
  templates.map(
    (t) => (p: NameParts) =>
      t.replace(/\{(surname|first|street|city|adjective)\}/g, (_, k: keyof NameParts) => p[k] ?? "")
  )

/**
 * One kind per AI Automation phrase (schemas/automation-phrases.ts), with the same density the plan
 * weighs it by (its weight per 100,000 residents), so a sandbox city holds what a real one roughly does.
 * A query finds the first kind, in this order, with one of its words in it: specific kinds come before
 * broad ones ("auto body shop" before "auto", "HVAC contractor" before "contractor"). `alsoFinds` is
 * Google's overlap between phrases: a search for "HVAC contractor" also answers some plumbers (the
 * "Plumbing & Heating" shops), so a run meets the same business under two phrases, as with Google.
 * The first nine keys are the original sandbox's, so their place ids did not change.
 */
type KindSpec = Omit<BusinessKind, "perThousand" | "names"> & { per100k: number; names: string[] }
const KINDS: KindSpec[] = [
  { key: "dentist", type: "dentist", words: ["dentist", "dental", "orthodont"], per100k: 40, noWebsite: 0.15,
    names: ["{surname} Family Dentistry", "{city} Dental Care", "Dr. {first} {surname}, DDS", "{adjective} Smiles Dental", "{street} Dental Group"] },
  { key: "wellness", type: "chiropractor", words: ["chiropract", "spine", "wellness"], per100k: 12, noWebsite: 0.2,
    alsoFinds: [{ kind: "physio", share: 0.1 }],
    names: ["{surname} Chiropractic", "{adjective} Wellness Center", "{adjective} Spine & Posture", "{first} {surname}, DC"] },
  { key: "professional", type: "accounting", words: ["account", "tax", "bookkeep", "cpa"], per100k: 30, noWebsite: 0.2,
    alsoFinds: [{ kind: "financial", share: 0.1 }],
    names: ["{surname} & {first} CPAs", "{adjective} Tax Services", "{surname} Bookkeeping", "{city} Accounting Group"] },
  { key: "specialty", type: "locksmith", words: ["locksmith"], per100k: 5, noWebsite: 0.4,
    names: ["{adjective} Lock & Key", "{surname} Locksmith", "{city} Lockout Service"] },
  { key: "home", type: "plumber", words: ["plumb", "drain"], per100k: 15, noWebsite: 0.35,
    names: ["{surname} Plumbing & Heating", "{adjective} Plumbing", "{first}'s Plumbing Co.", "{city} Drain & Sewer"] },
  { key: "convenience", type: "convenience_store", words: ["convenience", "corner store", "mini mart"], per100k: 20, noWebsite: 0.45,
    names: ["{street} Street Market", "{adjective} Corner Store", "{surname}'s Quick Stop", "{city} Mini Mart", "{first}'s General Store"] },
  { key: "auto-body", type: "auto_body_shop", words: ["auto body", "body shop", "collision"], per100k: 20, noWebsite: 0.3,
    alsoFinds: [{ kind: "auto", share: 0.15 }],
    names: ["{city} Collision Center", "{surname} Auto Body", "{adjective} Collision & Paint"] },
  { key: "tire", type: "tire_shop", words: ["tire"], per100k: 12, noWebsite: 0.35, alsoFinds: [{ kind: "auto", share: 0.1 }],
    names: ["{adjective} Tire & Brake", "{surname} Tire Co.", "{street} Tire Center"] },
  { key: "car-dealer", type: "car_dealer", words: ["car dealer", "dealership", "auto dealer", "used car"], per100k: 15, noWebsite: 0.1,
    names: ["{surname} Motors", "{city} Auto Sales", "{adjective} Used Cars"] },
  { key: "car-wash", type: "car_wash", words: ["car wash"], per100k: 10, noWebsite: 0.4,
    names: ["{adjective} Car Wash", "{street} Express Wash", "{surname}'s Auto Spa"] },
  { key: "auto-parts", type: "auto_parts_store", words: ["auto parts", "parts store"], per100k: 10, noWebsite: 0.25,
    names: ["{city} Auto Parts", "{surname} Parts Supply", "{adjective} Auto Parts"] },
  { key: "auto", type: "car_repair", words: ["auto", "car repair", "mechanic", "automotive", "brake", "oil change"], per100k: 50, noWebsite: 0.35,
    names: ["{surname} Auto Repair", "{street} Street Garage", "{first}'s Auto Service", "{adjective} Automotive"] },
  { key: "barber", type: "barber_shop", words: ["barber"], per100k: 20, noWebsite: 0.5, alsoFinds: [{ kind: "salon", share: 0.1 }],
    names: ["{adjective} Cuts Barbershop", "{first}'s Barber Shop", "{street} Barbers"] },
  { key: "nail", type: "nail_salon", words: ["nail"], per100k: 25, noWebsite: 0.5,
    names: ["{street} Nail Spa", "{adjective} Nails", "{first}'s Nail Studio"] },
  { key: "spa", type: "spa", words: ["day spa", "spa"], per100k: 8, noWebsite: 0.3, alsoFinds: [{ kind: "nail", share: 0.2 }],
    names: ["{adjective} Day Spa", "{city} Spa & Retreat", "{surname} Skin & Spa"] },
  { key: "tattoo", type: "tattoo_shop", words: ["tattoo"], per100k: 5, noWebsite: 0.4,
    names: ["{adjective} Ink Tattoo", "{street} Tattoo Parlor", "{first}'s Tattoo Studio"] },
  { key: "salon", type: "hair_salon", words: ["hair", "salon", "beauty", "personal care"], per100k: 45, noWebsite: 0.4,
    names: ["{first}'s Hair Studio", "Salon {surname}", "{adjective} Beauty Bar", "{street} Hair Co."] },
  { key: "electrician", type: "electrician", words: ["electric"], per100k: 20, noWebsite: 0.35,
    names: ["{surname} Electric", "{adjective} Electrical Services", "{city} Electricians"] },
  { key: "hvac", type: "hvac_contractor", words: ["hvac", "heating", "air condition"], per100k: 15, noWebsite: 0.3,
    alsoFinds: [{ kind: "home", share: 0.25 }],
    names: ["{adjective} Heating & Cooling", "{surname} HVAC", "{city} Air Conditioning"] },
  { key: "roofing", type: "roofing_contractor", words: ["roof"], per100k: 8, noWebsite: 0.3,
    names: ["{city} Roofing", "{surname} Roofing & Siding", "{adjective} Roofers"] },
  { key: "landscaper", type: "landscaper", words: ["landscap", "lawn"], per100k: 20, noWebsite: 0.5,
    names: ["{adjective} Lawn & Landscape", "{surname} Landscaping", "{first}'s Lawn Care"] },
  { key: "cleaning", type: "house_cleaning_service", words: ["cleaning", "maid", "janitorial"], per100k: 12, noWebsite: 0.45,
    names: ["{adjective} Maids", "{surname} Cleaning Co.", "{city} Home Cleaning"] },
  { key: "contractor", type: "general_contractor", words: ["contractor", "remodel", "handyman", "home", "property"], per100k: 25, noWebsite: 0.35,
    alsoFinds: [{ kind: "roofing", share: 0.15 }],
    names: ["{surname} Construction", "{adjective} Home Remodeling", "{first}'s Handyman Co.", "{adjective} Home Services"] },
  { key: "grocery", type: "grocery_store", words: ["grocery", "supermarket"], per100k: 20, noWebsite: 0.35,
    alsoFinds: [{ kind: "convenience", share: 0.15 }],
    names: ["{surname}'s Market", "{city} Fresh Foods", "{adjective} Grocery"] },
  { key: "clothing", type: "clothing_store", words: ["clothing", "apparel", "boutique"], per100k: 25, noWebsite: 0.3,
    names: ["{adjective} Boutique", "{first}'s Closet", "{street} Apparel"] },
  { key: "liquor", type: "liquor_store", words: ["liquor", "wine"], per100k: 10, noWebsite: 0.5,
    names: ["{street} Liquors", "{adjective} Wine & Spirits", "{surname}'s Bottle Shop"] },
  { key: "hardware", type: "hardware_store", words: ["hardware"], per100k: 6, noWebsite: 0.3,
    names: ["{surname} Hardware", "{city} True Value", "{adjective} Hardware & Supply"] },
  { key: "florist", type: "florist", words: ["florist", "flower"], per100k: 5, noWebsite: 0.3,
    names: ["{adjective} Blooms", "{first}'s Flowers", "{street} Florist"] },
  { key: "pharmacy", type: "pharmacy", words: ["pharmac", "drugstore"], per100k: 12, noWebsite: 0.25,
    names: ["{surname} Pharmacy", "{street} Drugs", "{adjective} Apothecary"] },
  { key: "pizza", type: "pizza_restaurant", words: ["pizza", "pizzeria"], per100k: 25, noWebsite: 0.3,
    names: ["{first}'s Pizzeria", "{adjective} Pizza", "{street} Pizza Co."] },
  { key: "coffee", type: "coffee_shop", words: ["coffee", "cafe", "espresso"], per100k: 20, noWebsite: 0.35,
    alsoFinds: [{ kind: "bakery", share: 0.1 }],
    names: ["{street} Coffee", "{adjective} Bean Cafe", "{first}'s Espresso Bar"] },
  { key: "bakery", type: "bakery", words: ["bakery", "bakeries", "pastry"], per100k: 8, noWebsite: 0.4,
    names: ["{surname}'s Bakery", "{adjective} Crust Bakehouse", "{street} Pastry Shop"] },
  { key: "catering", type: "catering_service", words: ["cater"], per100k: 6, noWebsite: 0.3,
    names: ["{surname} Catering", "{adjective} Table Catering", "{city} Event Catering"] },
  { key: "bar", type: "bar", words: ["bar", "pub", "tavern"], per100k: 18, noWebsite: 0.4,
    names: ["The {adjective} Tavern", "{surname}'s Pub", "{street} Street Bar"] },
  { key: "restaurant", type: "restaurant", words: ["restaurant", "diner", "food", "dining", "grill", "bistro", "eatery"], per100k: 120, noWebsite: 0.25,
    alsoFinds: [{ kind: "pizza", share: 0.3 }],
    names: ["{surname}'s Diner", "{adjective} Dragon Kitchen", "{street} Street Grill", "Trattoria {surname}", "The {adjective} Spoon", "{city} Taqueria", "{adjective} Bistro", "{surname} Family Restaurant"] },
  { key: "physio", type: "physiotherapist", words: ["physical therap", "physio"], per100k: 12, noWebsite: 0.2,
    names: ["{city} Physical Therapy", "{adjective} Motion PT", "{surname} Rehab & Therapy"] },
  { key: "gym", type: "gym", words: ["gym", "fitness"], per100k: 12, noWebsite: 0.2,
    names: ["{adjective} Fitness", "{street} Gym", "{city} Strength Club"] },
  { key: "massage", type: "massage", words: ["massage"], per100k: 10, noWebsite: 0.35, alsoFinds: [{ kind: "wellness", share: 0.1 }],
    names: ["{street} Massage Studio", "{adjective} Touch Massage", "{first}'s Bodywork"] },
  { key: "optometrist", type: "optometrist", words: ["optometr", "eye doctor", "optician"], per100k: 8, noWebsite: 0.15,
    names: ["{city} Eye Care", "Dr. {first} {surname}, OD", "{adjective} Vision Center"] },
  { key: "lawyer", type: "lawyer", words: ["lawyer", "attorney", "law firm"], per100k: 50, noWebsite: 0.15,
    names: ["{surname} Law Office", "{surname} & {first} Attorneys", "{city} Legal Group"] },
  { key: "insurance", type: "insurance_agency", words: ["insurance"], per100k: 40, noWebsite: 0.2,
    names: ["{city} Insurance Agency", "{surname} Insurance", "{adjective} Insurance Partners"] },
  { key: "real-estate", type: "real_estate_agency", words: ["real estate", "realtor"], per100k: 35, noWebsite: 0.15,
    names: ["{surname} Realty", "{adjective} Homes Real Estate", "{city} Property Group"] },
  { key: "financial", type: "financial_advisor", words: ["financial", "wealth"], per100k: 15, noWebsite: 0.15,
    names: ["{surname} Wealth Management", "{adjective} Financial Planning", "{first} {surname}, CFP"] },
  { key: "marketing", type: "marketing_agency", words: ["marketing", "advertising"], per100k: 8, noWebsite: 0.1,
    names: ["{adjective} Marketing Co.", "{surname} Creative", "{city} Digital Agency"] },
  { key: "pest", type: "pest_control_service", words: ["pest", "extermin"], per100k: 6, noWebsite: 0.35,
    names: ["{surname} Pest Control", "{adjective} Exterminators", "{city} Bug Busters"] },
  { key: "moving", type: "moving_company", words: ["moving", "movers"], per100k: 6, noWebsite: 0.35,
    names: ["{city} Movers", "{surname} Moving & Storage", "{adjective} Moving Co."] },
  { key: "dry-cleaner", type: "dry_cleaner", words: ["dry clean", "laundr", "tailor"], per100k: 7, noWebsite: 0.5,
    names: ["{adjective} Cleaners", "{street} Dry Cleaning", "{surname} Tailoring & Cleaners"] },
  { key: "groomer", type: "pet_groomer", words: ["groom", "pet"], per100k: 6, noWebsite: 0.45,
    names: ["{first}'s Pet Grooming", "{adjective} Paws Grooming", "{city} Dog Spa"] },
  { key: "storage", type: "storage", words: ["storage"], per100k: 5, noWebsite: 0.15,
    names: ["{city} Self Storage", "{adjective} Storage Units", "{street} Storage"] },
  { key: "appliance", type: "appliance_repair_service", words: ["appliance"], per100k: 4, noWebsite: 0.4,
    names: ["{surname} Appliance Repair", "{adjective} Appliance Service", "{city} Fix-It"] },
] // prettier-ignore

export const BUSINESS_KINDS: BusinessKind[] = KINDS.map(({ per100k, names, ...k }) => ({
  ...k,
  perThousand: per100k / 100,
  names: named(...names),
}))

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

export const kindByKey = (key: string) => BUSINESS_KINDS.find((k) => k.key === key)

export function kindOf(query: string): BusinessKind {
  const q = query.toLowerCase()
  return BUSINESS_KINDS.find((k) => k.words.some((w) => q.includes(w))) ?? genericKind(q.trim() || "business")
}
