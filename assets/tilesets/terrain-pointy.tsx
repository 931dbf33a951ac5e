<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="terrain-pointy" tilewidth="56" tileheight="64" tilecount="11" columns="11">
 <image source="terrain-pointy.png" width="616" height="64"/>
 <tile id="0">
  <properties>
   <property name="terrain" propertytype="terrain" value="plain"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" propertytype="terrain" value="scrub"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" propertytype="terrain" value="swamp"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" propertytype="terrain" value="ploughed"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="terrain" propertytype="terrain" value="light_woods"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="terrain" propertytype="terrain" value="forest"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="terrain" propertytype="terrain" value="forest_clearing"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="terrain" propertytype="terrain" value="ravine"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="terrain" propertytype="terrain" value="village"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="terrain" propertytype="terrain" value="lake"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="terrain" propertytype="terrain" value="stones"/>
  </properties>
 </tile>
</tileset>
