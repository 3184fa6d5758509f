// Minimal valid request bodies, for tests here and in the sandbox and client.

export const homeAddress = {
  type: "Home",
  line_1: "1 Main Street",
  city: "Berlin",
  postal_code: "10115",
  country: "DE",
} as const;

export const carrierAddress = {
  line_1: "1 Main Street",
  city: "Berlin",
  postal_code: "10115",
  country: "DE",
};

export const riskProfile = {
  profession: "Employee_Worker",
  account_purpose: "ReceiveSalary",
  monthly_income: "1501To2000",
} as const;

export const cardItem = { emboss_name: "JANE DOE", carrier_delivery_address: carrierAddress };

export const kycCustomer = {
  first_name: "Jane",
  last_name: "Doe",
  kyc_level: "KYC",
  nationality: "DE",
  birth_country: "DE",
  identifications: [{ type: "Passport", value: "C01X00T47" }],
  addresses: [homeAddress],
  risk_profile: riskProfile,
  mobile_number: "+491701234567",
  accounts: [{ currency: "EUR" }],
  cards: [cardItem],
};

export const anonymousCustomer = {
  first_name: "Jane",
  last_name: "Doe",
  kyc_level: "Anonymous",
  nationality: "DE",
};

export const VALID_IBAN = "DE89370400440532013000";

export const creditorAddress = {
  street_name: "Rue de Rivoli",
  building_number: "1",
  city: "Paris",
  postal_code: "75001",
  country: "FR",
};

export const outgoingCreditTransfer = {
  amount: 10.5,
  end_to_end_id: "E2E123",
  creditor: { name: "Acme SARL", iban: VALID_IBAN, bank_country: "DE", address: creditorAddress },
};

export const spendControlRules = {
  name: "Groceries only",
  is_enabled: true,
  merchant_category_codes: ["5411"],
  merchant_ids: [],
  terminal_locations: ["DE"],
  terminal_ids: [],
};

export const corporateIndividual = {
  first_name: "Jane",
  last_name: "Doe",
  types: ["Director"],
  residence_country: "DE",
};

export const beneficiary = {
  first_name: "Jane",
  last_name: "Doe",
  vendor: "RemitOne",
  address: carrierAddress,
};
