import type Database from "better-sqlite3"

const CATEGORIES = [
  "Dentist",
  "Auto Repair",
  "Hair Salon",
  "Plumber",
  "Restaurant",
  "Bakery",
  "Law Firm",
  "Chiropractor",
  "Veterinarian",
  "Landscaping",
]
export const WORDS = [
  "Bright",
  "Family",
  "Riverside",
  "Main Street",
  "Summit",
  "Golden",
  "Lakeside",
  "Northside",
  "Harbor",
  "Evergreen",
  "Precision",
  "Urban",
]
const CITIES = [
  "Grand Rapids, MI",
  "Chicago, IL",
  "Austin, TX",
  "Denver, CO",
  "Portland, OR",
  "Atlanta, GA",
  "Phoenix, AZ",
  "Boston, MA",
]
const STATUSES = ["ready", "ready", "ready", "called", "no_answer", "follow_up", "demo_scheduled"]

/** `n` synthetic contacts in one transaction (triggers keep FTS and counters as in production). */
export function seedContacts(db: Database.Database, n: number, startId = 1) {
  const insert = db.prepare(
    "INSERT INTO contacts (id, business_name, phone, address, category, source, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
  )
  const now = Date.now()
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const id = startId + i
      const category = CATEGORIES[id % CATEGORIES.length]!
      const city = CITIES[id % CITIES.length]!
      insert.run(
        id,
        `${WORDS[id % WORDS.length]} ${category} ${id}`,
        `+1${200 + (id % 800)}${String(5_550_000 + id).padStart(7, "0")}`,
        `${100 + (id % 9000)} Market St, ${city}`,
        category,
        id % 3 === 0 ? "Manual Entry" : `${category} in ${city}`,
        STATUSES[id % STATUSES.length]!,
        now - (n - i) * 1000,
        now - (n - i) * 1000
      )
    }
  })()
}
