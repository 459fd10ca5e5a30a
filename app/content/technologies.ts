// Technology logos shown on the home page. SVGs come from the simple-icons
// package (CC0 1.0); the names are trademarks of their respective owners.

export type Technology = {
  name: string;
  slug: string;
  /** Public path, "/images/tech/<slug>.svg" (square, 24x24 viewBox, brand colour fill). */
  image: string;
  /** Brand colour as a hex string, e.g. "#777BB4". */
  colour: string;
};

export const technologies: Technology[] = [
  { name: "PHP", slug: "php", image: "/images/tech/php.svg", colour: "#777BB4" },
  { name: "Laravel", slug: "laravel", image: "/images/tech/laravel.svg", colour: "#FF2D20" },
  { name: "MySQL", slug: "mysql", image: "/images/tech/mysql.svg", colour: "#4479A1" },
  { name: "JavaScript", slug: "javascript", image: "/images/tech/javascript.svg", colour: "#F7DF1E" },
  { name: "Vue.js", slug: "vuejs", image: "/images/tech/vuejs.svg", colour: "#4FC08D" },
  { name: "React", slug: "react", image: "/images/tech/react.svg", colour: "#61DAFB" },
  { name: "Node.js", slug: "nodejs", image: "/images/tech/nodejs.svg", colour: "#5FA04E" },
  { name: "Python", slug: "python", image: "/images/tech/python.svg", colour: "#3776AB" },
];
