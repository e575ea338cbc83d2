// `/quote-request?service=<slug>` (a service page's "Request Quote") starts the project title with
// that service, and `&description=` (a Smart Service Matching result) the description the visitor typed there. The form hydrates only when the visitor starts on it (decision 072), so the title is
// put into the server's HTML at once; the form keeps it as a value typed before hydration.
import { requestedDescription, requestedService, type QuotableService } from '#site/islands/quote/requested-service.ts';

const form = document.querySelector<HTMLElement>('[data-quotable-services]');
const services = JSON.parse(form?.dataset.quotableServices ?? '[]') as QuotableService[];
const service = requestedService(window.location.search, services);
const title = form?.querySelector<HTMLInputElement>('input[name="projectTitle"]');
// A title the visitor has already begun is theirs.
if (service && title && title.value === '') title.value = service.title;
const description = requestedDescription(window.location.search);
const descriptionField = form?.querySelector<HTMLTextAreaElement>('textarea[name="projectDescription"]');
if (description && descriptionField && descriptionField.value === '') descriptionField.value = description;
