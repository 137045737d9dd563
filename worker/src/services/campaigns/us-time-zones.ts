/**
 * Where a US phone number or address is, for the callee-local-time rules. Multi-zone states take the
 * zone most of their people live in; a few area codes that sit in the other zone override it.
 */

const ET = "America/New_York"
const CT = "America/Chicago"
const MT = "America/Denver"
const PT = "America/Los_Angeles"

/** State (USPS abbreviation) -> IANA zone. */
export const STATE_ZONES: Record<string, string> = {
  ...Object.fromEntries(
    "CT DE DC FL GA IN KY ME MD MA MI NH NJ NY NC OH PA RI SC VT VA WV".split(" ").map((s) => [s, ET])
  ),
  ...Object.fromEntries("AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI".split(" ").map((s) => [s, CT])),
  ...Object.fromEntries("CO ID MT NM UT WY".split(" ").map((s) => [s, MT])),
  ...Object.fromEntries("CA NV OR WA".split(" ").map((s) => [s, PT])),
  AZ: "America/Phoenix",
  AK: "America/Anchorage",
  HI: "Pacific/Honolulu",
  PR: "America/Puerto_Rico",
  VI: "America/Puerto_Rico",
  GU: "Pacific/Guam",
  MP: "Pacific/Guam",
  AS: "Pacific/Pago_Pago",
}

/** Every zone this module can answer, for the dialer's per-zone checks. */
export const US_ZONES = [...new Set(Object.values(STATE_ZONES))]

export const STATE_NAMES: Record<string, string> = Object.fromEntries(
  (
    "alabama:AL,alaska:AK,arizona:AZ,arkansas:AR,california:CA,colorado:CO,connecticut:CT," +
    "delaware:DE,district of columbia:DC,florida:FL,georgia:GA,hawaii:HI,idaho:ID,illinois:IL," +
    "indiana:IN,iowa:IA,kansas:KS,kentucky:KY,louisiana:LA,maine:ME,maryland:MD,massachusetts:MA," +
    "michigan:MI,minnesota:MN,mississippi:MS,missouri:MO,montana:MT,nebraska:NE,nevada:NV," +
    "new hampshire:NH,new jersey:NJ,new mexico:NM,new york:NY,north carolina:NC,north dakota:ND," +
    "ohio:OH,oklahoma:OK,oregon:OR,pennsylvania:PA,rhode island:RI,south carolina:SC," +
    "south dakota:SD,tennessee:TN,texas:TX,utah:UT,vermont:VT,virginia:VA,washington:WA," +
    "west virginia:WV,wisconsin:WI,wyoming:WY,puerto rico:PR"
  )
    .split(",")
    .map((pair) => pair.split(":") as [string, string])
)

/** NANP area codes by state. */
const AREA_CODES_BY_STATE: Record<string, string> = {
  AL: "205 251 256 334 659 938",
  AK: "907",
  AZ: "480 520 602 623 928",
  AR: "327 479 501 870",
  CA: "209 213 279 310 323 341 350 408 415 424 442 510 530 559 562 619 626 628 650 657 661 669 707 714 747 760 805 818 820 831 840 858 909 916 925 949 951",
  CO: "303 719 720 970 983",
  CT: "203 475 860 959",
  DE: "302",
  DC: "202 771",
  FL: "239 305 321 324 352 386 407 448 561 645 656 689 727 728 754 772 786 813 850 863 904 941 954",
  GA: "229 404 470 478 678 706 762 770 912 943",
  HI: "808",
  ID: "208 986",
  IL: "217 224 309 312 331 447 464 618 630 708 730 773 779 815 847 861 872",
  IN: "219 260 317 463 574 765 812 930",
  IA: "319 515 563 641 712",
  KS: "316 620 785 913",
  KY: "270 364 502 606 859",
  LA: "225 318 337 504 985",
  ME: "207",
  MD: "227 240 301 410 443 667",
  MA: "339 351 413 508 617 774 781 857 978",
  MI: "231 248 269 313 517 586 616 679 734 810 906 947 989",
  MN: "218 320 507 612 651 763 952",
  MS: "228 601 662 769",
  MO: "235 314 417 557 573 636 660 816 975",
  MT: "406",
  NE: "308 402 531",
  NV: "702 725 775",
  NH: "603",
  NJ: "201 551 609 640 732 848 856 862 908 973",
  NM: "505 575",
  NY: "212 315 329 332 347 363 516 518 585 607 624 631 646 680 716 718 838 845 914 917 929 934",
  NC: "252 336 472 704 743 828 910 919 980 984",
  ND: "701",
  OH: "216 220 234 283 326 330 380 419 436 440 513 567 614 740 937",
  OK: "405 539 572 580 918",
  OR: "458 503 541 971",
  PA: "215 223 267 272 412 445 484 570 582 610 717 724 814 835 878",
  RI: "401",
  SC: "803 821 839 843 854 864",
  SD: "605",
  TN: "423 615 629 731 865 901 931",
  TX: "210 214 254 281 325 346 361 409 430 432 469 512 682 713 726 737 806 817 830 832 903 915 936 940 945 956 972 979",
  UT: "385 435 801",
  VT: "802",
  VA: "276 434 540 571 686 703 757 804 826 948",
  WA: "206 253 360 425 509 564",
  WV: "304 681",
  WI: "262 274 353 414 534 608 715 920",
  WY: "307",
  PR: "787 939",
  VI: "340",
  GU: "671",
  MP: "670",
  AS: "684",
}

export const AREA_CODE_STATES: Record<string, string> = Object.fromEntries(
  Object.entries(AREA_CODES_BY_STATE).flatMap(([state, codes]) => codes.split(" ").map((code) => [code, state]))
)

/** Area codes in the minority zone of their state. */
export const AREA_CODE_ZONES: Record<string, string> = {
  "219": CT, // north-west Indiana
  "270": CT, // western Kentucky
  "364": CT,
  "423": ET, // eastern Tennessee
  "865": ET,
  "915": MT, // El Paso
}
