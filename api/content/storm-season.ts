import { type StormSeason, stormSeasonSchema } from '#shared/storm-season.ts';
import { contentJsonLoader, parseContentJson } from './content-json.ts';

/** Parses and checks the storm season's text; every error names the file and the field. */
export const parseStormSeason = (text: string, label = 'content/storm-season.json'): StormSeason =>
  parseContentJson(text, stormSeasonSchema, label);

/** The season and storm stages from content/storm-season.json, read once. */
export const loadStormSeason: () => StormSeason = contentJsonLoader('storm-season.json', stormSeasonSchema);
