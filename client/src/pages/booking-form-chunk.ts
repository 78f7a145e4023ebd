// The booking form's chunk. It shares the consultation form's parts (consents, fields, the intake's labels);
// importing the contact page here keeps those parts in the contact page's own chunk, which this one then loads,
// instead of a chunk of their own that would add a request and weight to the contact page's first visit.
import "./contact-page";

export { default } from "@/features/booking/booking-form";
