/** The fewest fields a contact request needs, as the contact form sends them. */
export const minimalContactForm = {
  firstName: 'Danielle',
  lastName: 'Guidry',
  company: 'Gulf Tide Offshore',
  email: 'danielle@gulftide.example',
  serviceType: 'Tank Cleaning',
  projectDetails: 'Two cargo tanks on the M/V Gulf Tide need cleaning before a change of service.',
};

/** The fewest fields a quote request needs. */
export const minimalQuoteForm = {
  contactName: 'Remy Cheramie',
  contactEmail: 'remy@bayourunner.example',
  company: 'Bayou Runner Marine',
  projectTitle: 'Fabrication & Welding',
  projectDescription: 'Replace corroded deck plating on the aft deck, about 400 sq ft.',
};
