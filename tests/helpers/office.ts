// A real-looking office's facts (valid under every rule, no sample value left), for tests that save settings.
import { SAMPLE_SITE_SETTINGS, type SiteSettings } from "@shared/office/site-settings";

export const OWN_OFFICE: SiteSettings = {
  ...SAMPLE_SITE_SETTINGS,
  officeName: "바른길 형사법률사무소",
  officeShortName: "바른길 법률사무소",
  attorneyName: "김바른",
  phone: "02-555-1234",
  email: "office@barungil.example",
  address: { street: "법원로 11, 5층", locality: "서초구", region: "서울특별시", postalCode: "06595" },
  barNumber: "제23456호",
  businessNumber: "220-81-62517",
  advertisingLawyer: "김바른",
  privacyOfficer: { name: "이보호", position: "사무장", phone: "02-555-1235", email: "privacy@barungil.example" },
  replyWithinHours: 48,
  processors: {
    hosting: { name: "한빛클라우드(주)", country: "대한민국", contact: "" },
    mail: { name: "메일온(주)", country: "대한민국", contact: "" },
  },
  social: {
    youtube: "",
    blog: "https://blog.naver.com/barungil",
    instagram: "",
    linkedin: "",
    kakaoChannel: "https://pf.kakao.com/_barungil",
  },
};
