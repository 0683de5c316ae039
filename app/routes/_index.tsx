export default function Index() {
  return <h1>NutriCoach</h1>;
}
