// How owners and port captains on the Gulf coast say things, mapped to the words our service pages
// use. The services' own `synonyms` (content/services/*.md) add to this list; both feed query
// expansion. Each `means` is ordinary service vocabulary, so ranking still comes from the content.
// `means` lists comma-separated phrases. Words are stemmed, so one form covers "boat" and "boats";
// a one-word phrase written as a plural matches only as written (see phrases.ts, with the pattern
// syntax: "a|b" alternatives, "~" within a few words).

export interface SynonymGroup {
  means: string;
  phrases: string[];
}

const vesselNouns = 'vessel|boat|ship|osv|psv|tug|towboat|barge|rig|liftboat|ahts|fsu|tonnage|fleet|crewboat';

export const marineSynonyms: readonly SynonymGroup[] = [
  {
    means: 'dry dock',
    phrases: [
      'haul out', 'drydock', 'out of the water', 'on the hard', 'shipyard', 'yard period', 'yard slot',
      'pull ~ wheel|shaft|rudder', 'uwild', 'intermediate survey', 'drydock exam', 'cof exam', 'underwater hull',
      'floating dock', 'travel lift', 'marine railway',
    ],
  },
  { means: 'propeller', phrases: ['wheel', 'prop', 'wheel job'] },
  {
    means: 'supply run, groceries, provisions',
    phrases: [
      'galley stores', 'provision', 'grocery', 'victuals', 'chow', 'food', 'cook ~ list|order', 'grocery list',
      'dry goods', 'meat', 'produce', 'frozen goods', 'drinking water', 'bottled water', 'paper goods', 'parts run',
      'hot shot', 'hotshot', 'galley ~ low|short|empty|out', 'pick up ~ part|filter|oil', 'restock', 'resupply',
    ],
  },
  {
    means: 'groceries',
    phrases: [
      'egg|milk|bread|coffee|sugar|flour|rice|bean|chicken|beef|pork|steak|sausage|fish|fruit|vegetable|snack|soda|juice|cereal|ice',
    ],
  },
  {
    means: 'tank cleaning, gas free',
    phrases: [
      'hot work', 'gas free', 'gas freeing', 'slop tank', 'sludge', 'marine chemist', 'chemist certificate',
      'tank entry', 'confined space', 'vac truck', 'wash ~ tank|hold', 'clean ~ tank|hold', 'cargo residue', 'heel',
      'oily water', 'lel', 'benzene', 'h2s', 'change ~ cargo|grade', 'cleaned out', 'scrub',
      'tank ~ clean|wash|scrub|drain|pump|flush',
    ],
  },
  {
    means: 'crew change',
    phrases: [
      'crewboat', 'hitch', 'rotation', 'crew swap', 'swap ~ crew|guy|hand|men|people|personnel|worker',
      'crew|guy|hand|men|people|personnel|worker|roughneck ~ swap|off|change', 'personnel', 'headcount', 'pob',
      'relief crew', 'crew transfer', 'offshore worker', 'shift change', 'transfer ~ crew|personnel|people|worker|guy|hand|men',
      'airport', 'flight', 'hotel', 'personnel basket', 'billy pugh', 'night|day ~ crew|shift',
      'oncoming|offgoing|outgoing|incoming|relieving ~ crew|hand',
    ],
  },
  {
    means: 'painting, coating, blasting',
    phrases: [
      'blast', 'sandblast', 'grit blast', 'antifouling', 'bottom job', 'repaint', 'paint job', 'coat', 'primer', 'rust',
      'peeling', 'touch up', 'nonskid', 'non skid', 'epoxy', 'hydroblast', 'water blast', 'bare steel', 'topcoat',
      'white metal', 'near white', 'sspc',
    ],
  },
  {
    means: 'ship broker, vessel sale, charter',
    phrases: [
      `buy|sell|purchase|acquire|charter|market ~ ${vesselNouns}`, `${vesselNouns} ~ for sale|charter`, 'for sale',
      'buyer', 'seller', 'valuation', 'appraisal', 'day rate', 'bareboat', 'time charter', 'broker', 'offer',
      'asking price', 'market value',
    ],
  },
  {
    means: 'electrical, switchboard',
    phrases: [
      'switchboard', 'plc', 'genset wiring', 'wiring', 'breaker', 'ground fault', 'short circuit', 'tripping',
      'no power', 'power outage', 'lost power', 'nav light', 'alarm panel', 'radar', 'autopilot', 'vfd',
      'motor control', 'mcc', 'transformer', 'voltage', 'volt', 'amp', 'load sharing', 'synchronize', 'electronics',
      'megger', 'electrician', 'light', 'ecdis', 'gyro',
    ],
  },
  {
    means: 'piping, pipe',
    phrases: [
      'hydrotest', 'hydro test', 'spool', 'pipe', 'leak ~ line|pipe', 'flange', 'valve', 'fire main', 'bilge line',
      'fuel line', 'sea water line', 'cooling line', 'pipefitter', 'pressure test', 'strainer', 'cunifer',
      'schedule 40|80',
    ],
  },
  {
    means: 'rigging, crane, lift',
    phrases: [
      'crane', 'lift', 'pick', 'hoist', 'set ~ module|skid|generator|engine|container|winch', 'offload', 'load out',
      'loadout', 'sea fastening', 'seafasten', 'tie down', 'spreader bar', 'sling', 'shackle', 'rigger',
    ],
  },
  { means: 'engine swap', phrases: ['swap|pull|remove ~ engine|generator|genset'] },
  {
    means: 'steel fabrication, welding',
    phrases: [
      'weld', 'plate', 'hull insert', 'insert', 'doubler', 'crack', 'fabricate', 'fab',
      'build ~ skid|rack|stairs|handrail|platform|deck|frame', 'crop and renew', 'cut ~ out', 'wasted ~ plate|steel',
      'aluminum', 'structural', 'hull repair', 'hole ~ hull', 'frame', 'bulkhead', 'fitter', 'burner',
    ],
  },
  // Porter stems "modifying" and "modification" differently; this joins them.
  { means: 'modification', phrases: ['modify', 'alter'] },
  {
    means: 'project management',
    phrases: [
      "owner's rep", 'oversee', 'manage ~ project|refit|conversion|reactivation|job|everything',
      'coordinate ~ everything|all|project|contractor', 'reactivate', 'bring ~ back ~ service', 'cold stacked',
      'stacked', 'refit', 'turnkey', 'start to finish', 'one point of contact', 'single point of contact',
      'get ~ class|classed', 'back in class', 'port engineer', 'schedule and budget', 'multiple contractors',
      'run|manage|plan ~ refit|refurbishment|reactivation|conversion|project|yard', 'plan and run',
    ],
  },
  { means: 'cold stacked, refit', phrases: ['laid up', 'lay up', 'layup', 'mothballed'] },
  { means: 'refit', phrases: ['refurbish', 'refurbishment', 'rebuild ~ vessel|boat|ship'] },
  {
    means: 'vessel maintenance, repair',
    phrases: [
      'engine ~ trouble|problem|issue|repair|work|knocking|smoking', 'broke|broken ~ down', 'breakdown',
      'wont ~ start|run', 'overheat', 'gearbox', 'reduction gear', 'generator|genset', 'coi', 'punch list', 'mechanic',
      'oil change', 'tune up', 'service ~ engine|generator', 'steering', 'thruster', 'smoking', 'injector', 'turbo',
      'dead in the water', `${vesselNouns} ~ sinking`, 'bilge pump',
    ],
  },
];
