// Deterministic sandbox data for `npm start`: realistic small businesses with fictional
// 555-01xx numbers (reserved for fiction in every US area code). Seeded (lib/seeded-random.ts), so every
// fresh install sees the same data set.

import { mulberry32 } from "../src/lib/seeded-random"

const CITIES = [
  {
    city: "Grand Rapids",
    state: "MI",
    area: "616",
    zip: [49503, 49548],
    streets: ["Monroe Ave NW", "Division Ave S", "Wealthy St SE", "Leonard St NE", "28th St SE"],
    neighbourhoods: ["Eastown", "Heritage Hill", "Creston", "Alger Heights", "West Side"],
  },
  {
    city: "Chicago",
    state: "IL",
    area: "312",
    zip: [60601, 60661],
    streets: ["N Clark St", "W Madison St", "S Halsted St", "N Milwaukee Ave"],
    neighbourhoods: ["Wicker Park", "Lincoln Park", "Logan Square", "Hyde Park", "Pilsen"],
  },
  {
    city: "Austin",
    state: "TX",
    area: "512",
    zip: [78701, 78759],
    streets: ["S Congress Ave", "E 6th St", "Burnet Rd", "S Lamar Blvd"],
    neighbourhoods: ["South Congress", "East Austin", "Hyde Park", "Mueller", "Zilker"],
  },
  {
    city: "Denver",
    state: "CO",
    area: "303",
    zip: [80202, 80239],
    streets: ["Colfax Ave", "S Broadway", "Tennyson St", "Larimer St"],
    neighbourhoods: ["LoDo", "Highland", "Capitol Hill", "Baker", "Cherry Creek"],
  },
  {
    city: "Portland",
    state: "OR",
    area: "503",
    zip: [97201, 97236],
    streets: ["SE Hawthorne Blvd", "NW 23rd Ave", "N Mississippi Ave"],
    neighbourhoods: ["Pearl District", "Alberta Arts", "Sellwood", "Hawthorne", "St. Johns"],
  },
]

const CATEGORIES = {
  Dentist: [
    "Bright Smile Dental",
    "Family Dental Care",
    "Riverside Dentistry",
    "Gentle Touch Dental",
    "Parkview Orthodontics",
  ],
  "Auto Repair": [
    "Precision Auto Works",
    "Main Street Garage",
    "QuickFix Auto",
    "Honest Wrench Repair",
    "Northside Collision",
  ],
  "Hair Salon": ["Studio 9 Salon", "The Cutting Room", "Bella Hair Studio", "Urban Shears", "Mane Street Salon"],
  Plumber: ["FlowRight Plumbing", "Dependable Drains", "Pipe Pros", "Copper Line Plumbing"],
  Restaurant: ["Harvest Table", "Blue Plate Diner", "Casa Verde", "The Olive Branch", "Smokestack BBQ"],
  Bakery: ["Golden Crust Bakery", "Sweet Rise Bakehouse", "Flour & Fern"],
  "Law Firm": ["Baker & Lowe Law", "Summit Legal Group", "Harbor Law Office"],
  Accounting: ["Ledger Lane CPAs", "Clearview Bookkeeping", "Keystone Tax Services"],
  Chiropractor: ["Align Chiropractic", "Spine & Wellness Center", "Back in Motion"],
  Veterinarian: ["Paws & Claws Vet", "Lakeside Animal Hospital", "Happy Tails Clinic"],
  Landscaping: ["Greenscape Lawn Care", "Evergreen Landscaping", "Yard Masters"],
  "Fitness Studio": ["Core Strength Studio", "Peak Performance Gym", "Flow Yoga Loft"],
}

const STATUS_WEIGHTS = [
  ["ready", 0.62],
  ["called", 0.14],
  ["no_answer", 0.1],
  ["follow_up", 0.08],
  ["demo_scheduled", 0.06],
]

function pick(rand, list) {
  return list[Math.floor(rand() * list.length)]
}

function weighted(rand, pairs) {
  let x = rand()
  for (const [value, w] of pairs) {
    if ((x -= w) < 0) return value
  }
  return pairs[0][0]
}

/**
 * The name a business gets: its own name where it is the first of it in the city, else the city's
 * or a neighbourhood's branch ("Golden Crust Bakery Wicker Park"), so no two contacts share a name.
 */
function uniqueName(used, base, place, preferBare) {
  const candidates = [
    ...(preferBare ? [base, `${base} ${place.city}`] : [`${base} ${place.city}`, base]),
    ...place.neighbourhoods.map((n) => `${base} ${n}`),
  ]
  const name = candidates.find((c) => !used.has(c)) ?? `${base} ${place.city} ${used.size + 1}`
  used.add(name)
  return name
}

/** `count` contacts (at most 100 per city: one per 555-01xx number). */
export function sandboxContacts(count = 320, seed = 2026) {
  const rand = mulberry32(seed)
  const categories = Object.keys(CATEGORIES)
  const out = []
  const day = 24 * 60 * 60 * 1000
  const start = Date.UTC(2026, 9, 1)
  const usedNames = new Set()
  for (let i = 0; i < count; i++) {
    const place = CITIES[i % CITIES.length]
    const n = Math.floor(i / CITIES.length)
    const category = pick(rand, categories)
    const base = pick(rand, CATEGORIES[category])
    const businessName = uniqueName(usedNames, base, place, n < 20 && rand() < 0.5)
    const source =
      category === "Dentist" && rand() < 0.6
        ? `dentists-${place.city.toLowerCase().replace(/\s+/g, "-")}`
        : rand() < 0.55
          ? `${category} in ${place.city}, ${place.state}`
          : rand() < 0.5
            ? "Manual Entry"
            : "manual"
    const createdAt = start + Math.floor(rand() * 45 * day)
    out.push({
      businessName,
      phone: `+1${place.area}55501${String(n).padStart(2, "0")}`,
      address: `${100 + Math.floor(rand() * 8900)} ${pick(rand, place.streets)}, ${place.city}, ${place.state} ${place.zip[0] + Math.floor(rand() * (place.zip[1] - place.zip[0] + 1))}`,
      category,
      source,
      status: weighted(rand, STATUS_WEIGHTS),
      createdAt,
      updatedAt: createdAt,
    })
  }
  // Unique by phone: CITIES × 100 numbers bounds the set.
  return out.slice(0, CITIES.length * 100)
}
