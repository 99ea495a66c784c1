/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly PAYMENT_LINK_BASE_URL?: string;
  readonly QUESTIONNAIRE_URL?: string;
  readonly INSTRUCTOR_APPLICATION_URL?: string;
  readonly ADS_CONVERSION_SEND_TO?: string;
  readonly SITE_URL?: string;
}
