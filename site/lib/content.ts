import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

export type ServiceEntry = CollectionEntry<'services'>;

const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;

/** Every service in content order (the /services page, the navigation, the sitemap). */
export async function getServices(): Promise<ServiceEntry[]> {
  return (await getCollection('services')).sort(byOrder);
}

export async function getHomeServices(): Promise<ServiceEntry[]> {
  const featured = (await getCollection('services')).filter((service) => service.data.homeOrder !== undefined);
  return featured.sort((a, b) => (a.data.homeOrder ?? 0) - (b.data.homeOrder ?? 0));
}

export async function getFooterServices(): Promise<ServiceEntry[]> {
  const listed = (await getCollection('services')).filter((service) => service.data.footerOrder !== undefined);
  return listed.sort((a, b) => (a.data.footerOrder ?? 0) - (b.data.footerOrder ?? 0));
}

export async function getCompany() {
  const entry = await getEntry('company', 'company');
  if (!entry) throw new Error('content/company.json must hold one entry with the id "company"');
  return entry.data;
}

/** The hurricane season, the storm-plan due date and the storm stages (content/storm-season.json). */
export async function getStormSeason() {
  const entry = await getEntry('stormSeason', 'storm-season');
  if (!entry) throw new Error('content/storm-season.json must hold the storm season');
  return entry.data;
}

export async function getOrdered<C extends 'specialists' | 'testimonials' | 'history' | 'values'>(collection: C) {
  return (await getCollection(collection)).sort(byOrder);
}
