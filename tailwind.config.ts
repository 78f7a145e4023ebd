import type { Config } from "tailwindcss";

export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      fontFamily: {
        sans: [
          "Pretendard",
          "-apple-system",
          "BlinkMacSystemFont",
          "Apple SD Gothic Neo",
          "Noto Sans KR",
          "Malgun Gothic",
          "맑은 고딕",
          "NanumGothic",
          "sans-serif",
        ],
      },
      colors: {
        brand: {
          50: "#f0f5fb",
          100: "#dce7f4",
          200: "#b9cfe9",
          300: "#8aaed9",
          500: "#3d6fae",
          600: "#2c5a94",
          700: "#234a7a",
          800: "#1e3a5f",
          900: "#172c48",
        },
        accent: { 500: "#9a6a17", 600: "#865a10" },
      },
    },
  },
} satisfies Config;
