/** The contact form's id: the page's script holds a send pressed before the form's island runs. */
export const CONTACT_FORM_ID = 'contact-form';
