// An employee as GET /api/getemployee/{phone} answers one, for the card's unit tests.

export const sampleEmployee = {
  name: "Arjun Mehta",
  designation: "Founder & Managing Director",
  phone_prefix: "+91",
  phone_number: "9810012345",
  email: "arjun.mehta@kaizenfusion.in",
  company_name: "Kaizen Fusion Technologies Pvt. Ltd.",
  company_address: "New Delhi",
  company_website: "https://www.kaizenfusion.in",
};
