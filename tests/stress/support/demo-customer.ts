import { cookieFrom, sendJson } from './http-client.ts';

// The demo data's customer account (DEMO_DATA=1), as the README names it.
const demoCustomer = { email: 'demo@example.com', password: 'Fourchon-Demo-1' };

/** Signs the demo customer in and returns the session cookie to send back. */
export async function signInDemoCustomer(baseUrl: string): Promise<string> {
  const answer = await sendJson(baseUrl, 'POST', '/api/customers/login', demoCustomer);
  if (answer.status !== 200) throw new Error(`demo customer sign-in answered ${answer.status}`);
  return cookieFrom(answer, 'customer_session');
}

/** The ids of the named berths, as the berth list shows them. */
export async function berthIdsNamed(baseUrl: string, names: string[]): Promise<string[]> {
  const list = (await (await fetch(`${baseUrl}/api/berths`)).json()) as { id: string; name: string }[];
  return names.map((name) => {
    const berth = list.find((candidate) => candidate.name === name);
    if (!berth) throw new Error(`no berth ${name}`);
    return berth.id;
  });
}
