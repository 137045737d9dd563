// The zone tables live in schemas/ (the web reads them too: AI Automation's city zone).
export { AREA_CODE_ZONES, STATE_ZONES } from "../schemas/us-zones"
