import { ContactPage } from '@/features/content/components/contact-page';

export const ContactRoute = ContactPage;
export default ContactRoute;
